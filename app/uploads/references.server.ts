/**
 * Which rows link to an upload (decision 039), and whether those rows make it
 * public (decision 084): a file is public only while published content uses it.
 */
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { live } from '~/db/live'
import { customerLogos, regionOffers, resources, testimonials, videos } from '~/db/schema'

/**
 * Every column that may hold a link to an upload: the fields an upload fills,
 * the URL fields an administrator may paste one into, and the rich text. A
 * file no row links to is not served and is swept. A new field that can hold
 * an /uploads/ link belongs here.
 */
export const referencingColumns: Array<[PgTable, AnyColumn[]]> = [
  [
    resources,
    [
      resources.pdfUrl,
      resources.imageSrc,
      resources.videoUrl,
      resources.externalUrl,
      resources.content,
    ],
  ],
  [customerLogos, [customerLogos.logoSrc, customerLogos.logoPath, customerLogos.website]],
  [testimonials, [testimonials.avatarSrc]],
  [videos, [videos.videoSrc, videos.thumbnailSrc, videos.captionsSrc]],
  [regionOffers, [regionOffers.ctaLink]],
]

type Lifecycle = Parameters<typeof live>[0]
const lifecycleOf = (table: PgTable) =>
  'status' in table && 'publishAt' in table ? (table as unknown as Lifecycle) : null

/** Whether some column of `table`, a row of which is in scope, links to `/uploads/{filename}`. */
export function linksTo(filename: SQL | AnyColumn, columns: AnyColumn[]): SQL {
  const link = sql`'/uploads/' || ${filename}`
  return or(...columns.map((column) => sql`strpos(${column}, ${link}) > 0`))!
}

/**
 * Whether a row links to the file (a URL, a path, or inside rich text),
 * whatever its status: rows in the trash count too, their files are kept
 * until the item is deleted for good (decision 062).
 */
export function isReferenced(filename: SQL | AnyColumn): SQL {
  return or(
    ...referencingColumns.map(
      ([table, columns]) =>
        sql`exists (select 1 from ${table} where ${linksTo(filename, columns)})`,
    ),
  )!
}

/**
 * Whether a published row links to the file: the rule for showing it to
 * anyone. Drafts, items scheduled for later and the trash do not count; a
 * table without a lifecycle (region offers) counts as published.
 */
export function isPublished(filename: SQL | AnyColumn): SQL {
  return or(
    ...referencingColumns.map(([table, columns]) => {
      const lifecycle = lifecycleOf(table)
      const where = lifecycle
        ? sql`${live(lifecycle)} and (${linksTo(filename, columns)})`
        : linksTo(filename, columns)
      return sql`exists (select 1 from ${table} where ${where})`
    }),
  )!
}

/** Whether item `id` of `table` (not in the trash) links to the file: a preview link's files. */
export function isUsedByItem(filename: SQL | AnyColumn, table: PgTable, id: string): SQL {
  const columns = referencingColumns.find(([candidate]) => candidate === table)?.[1]
  const lifecycle = lifecycleOf(table)
  if (!columns || !lifecycle) return sql`false`
  const idColumn = lifecycle.id as PgColumn
  return sql`exists (select 1 from ${table} where ${idColumn} = ${id} and ${lifecycle.deletedAt} is null and (${linksTo(filename, columns)}))`
}
