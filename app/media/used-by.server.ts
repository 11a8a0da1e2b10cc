/**
 * Where a library item is used (decision 108, in words since decision 123):
 * every row of a content type whose columns link to the file, named as an
 * editor reads it ("News Article", its title, the fields that hold the link:
 * "Image URL", "Content"), with the back-office page where it is edited. The
 * columns are those that make a file public (app/uploads/references.server.ts).
 */
import { getTableColumns, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { labelOf } from '~/admin/history/readable-history.server'
import { contentType } from '~/content/registry'
import type { Queryable } from '~/db/client.server'
import {
  customerLogos,
  regionOffers,
  resources,
  testimonials,
  uploadedFiles,
  videos,
} from '~/db/schema'
import { i18n } from '~/i18n'
import { referencingColumns } from '~/uploads/references.server'

export interface UsedBy {
  /** The content type's slug (its URL segment). */
  type: string
  id: string
  title: string
  /** The kind of item in words: "News Article", "Customer logo". */
  typeName: string
  /** The fields that hold the link, by their form labels. */
  fields: string[]
  /** In the trash: the file stays until the item is deleted for good. */
  inTrash: boolean
  /** Where the item is edited in the back office (the trash for an item in it). */
  adminUrl: string
}

/** The content types whose rows may use a file, with the column that names a row and its edit page. */
const users: Array<{
  table: PgTable
  type: string
  id: AnyColumn
  title: AnyColumn
  /** The kind in words: a resource's own type, else one name for the table. */
  typeName: SQL<string>
  deletedAt: AnyColumn | null
  admin: (id: string) => string
}> = [
  {
    table: resources,
    type: 'resources',
    id: resources.id,
    title: resources.title,
    typeName: sql<string>`${resources.type}`,
    deletedAt: resources.deletedAt,
    admin: (id) => `/admin/resources/edit/${id}`,
  },
  {
    table: customerLogos,
    type: 'customer-logos',
    id: customerLogos.id,
    title: customerLogos.name,
    typeName: sql<string>`'customer-logos'`,
    deletedAt: customerLogos.deletedAt,
    admin: (id) => `/admin/customer-logos/edit/${id}`,
  },
  {
    table: testimonials,
    type: 'testimonials',
    id: testimonials.id,
    title: testimonials.author,
    typeName: sql<string>`'testimonials'`,
    deletedAt: testimonials.deletedAt,
    admin: (id) => `/admin/testimonials/edit/${id}`,
  },
  {
    table: videos,
    type: 'videos',
    id: videos.id,
    title: videos.title,
    typeName: sql<string>`'videos'`,
    deletedAt: videos.deletedAt,
    admin: (id) => `/admin/videos/edit/${id}`,
  },
  {
    table: regionOffers,
    type: 'regional-offers',
    id: regionOffers.id,
    title: regionOffers.title,
    typeName: sql<string>`'regional-offers'`,
    deletedAt: null,
    admin: () => '/admin/regional-offers',
  },
]

/** A resource's type by its label ("News Article"); another table by its singular name. */
const typeNameOf = (type: string, kind: string) =>
  type === 'resources'
    ? i18n.t(`resources.types.${kind}`)
    : i18n.t(`admin.media.usedByTypes.${kind}`)

/** A column's form label: the content type's own, else its name in words. */
function fieldLabel(type: string, table: PgTable, column: AnyColumn) {
  const key = Object.entries(getTableColumns(table)).find(([, own]) => own === column)?.[0] ?? ''
  return labelOf(contentType(type), key)
}

/** Where each of `filenames` is used, by file name: one query per content type. */
export async function usedByOf(db: Queryable, filenames: string[]): Promise<Map<string, UsedBy[]>> {
  const found = new Map<string, UsedBy[]>()
  if (filenames.length === 0) return found
  const link = sql`'/uploads/' || ${uploadedFiles.filename}`
  for (const user of users) {
    const columns = referencingColumns.find(([table]) => table === user.table)?.[1] ?? []
    const holds = columns.map(
      (column) => sql<boolean>`coalesce(strpos(${column}, ${link}) > 0, false)`,
    )
    const rows = await db
      .select({
        filename: uploadedFiles.filename,
        id: sql<string>`${user.id}`,
        title: sql<string>`${user.title}`,
        kind: user.typeName,
        inTrash: user.deletedAt ? sql<boolean>`${user.deletedAt} is not null` : sql<boolean>`false`,
        ...Object.fromEntries(holds.map((hold, index) => [`f${index}`, hold])),
      })
      .from(uploadedFiles)
      .innerJoin(user.table, sql.join(holds, sql` or `))
      .where(inArray(uploadedFiles.filename, filenames))
    for (const row of rows as Array<Record<string, unknown>>) {
      const filename = String(row.filename)
      const id = String(row.id)
      const inTrash = Boolean(row.inTrash)
      ;(found.get(filename) ?? found.set(filename, []).get(filename)!).push({
        type: user.type,
        id,
        title: String(row.title),
        typeName: typeNameOf(user.type, String(row.kind)),
        fields: columns
          .filter((_, index) => row[`f${index}`] === true)
          .map((column) => fieldLabel(user.type, user.table, column)),
        inTrash,
        adminUrl: inTrash ? '/admin/trash' : user.admin(id),
      })
    }
  }
  return found
}

/** "News Article “Ward rounds go digital” (Image URL, Content)": a use in one line, for messages. */
export function describeUse(use: UsedBy) {
  return i18n.t(use.inTrash ? 'admin.media.useInTrash' : 'admin.media.use', {
    type: use.typeName,
    title: use.title,
    fields: use.fields.join(', '),
  })
}
