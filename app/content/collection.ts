/**
 * One definition per content type (decision 060): its table, the form's
 * schema and fields, the list's columns and search, its save defaults, the
 * columns public pages read (and the type derived from them), its words, its
 * audit name and its sidebar entry. The registry (`registry.ts`) lists the
 * definitions; routes, sidebar, audit filters, API, OpenAPI document and the
 * property tests are derived from it. Isomorphic: nothing here is server-only
 * (the few server-only hooks are in `hooks.server.ts`).
 */
import { getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { LucideIcon } from 'lucide-react'
import type { z } from 'zod'
import type { Queryable } from '~/db/client.server'
import { lifecycleRow } from './lifecycle'

export interface FormField {
  name: string
  /** Translation key of the label. */
  label: string
  kind: 'text' | 'textarea' | 'number' | 'select' | 'radio'
  /** For selects: the stored values and the translation key prefix of their labels. */
  options?: { values: readonly string[]; labels: string }
  hint?: string
  /** Show the image at this field's URL under it (logo previews)… */
  preview?: boolean
  /** …or, while this field is blank, the image at that other field's URL. */
  previewFallback?: string
  /** Offer the media library's files of this kind (their addresses) as choices for this field. */
  library?: 'caption'
  /** Offer an image upload (PNG, JPEG, WebP) whose /uploads/ URL fills this field. */
  upload?: boolean
  /**
   * About a person (a testimonial's author, their words, their photo): deleting
   * the item for good erases it from the audit log and versions too (decision 086).
   */
  personal?: boolean
}

export interface ListColumn {
  key: string
  /** Translation key of the header. */
  label: string
  kind?: 'text' | 'icon' | 'number' | 'image' | 'option'
  /** For 'option' columns: the translation key prefix of the values' labels. */
  options?: string
  /** A long value (a path, a quote): on a phone it takes the whole width of the item's card. */
  wide?: boolean
}

/** A content type's table: an id, and the lifecycle columns every type has (decisions 061, 062). */
export type ContentTable = PgTable & {
  id: PgColumn
  status: PgColumn
  publishAt: PgColumn
  deletedAt: PgColumn
}
export type Row = Record<string, unknown> & { id: string }

/** The public pages content appears on: a resource's own, or a page that lists items. */
export type PublicPage = 'resource' | 'home' | 'pricing' | 'resources' | 'solutions'

export interface CollectionDefinition<
  Schema extends z.ZodType = z.ZodType,
  Table extends ContentTable = ContentTable,
> {
  /** URL segment: /admin/{slug}, /api/{slug}; also its name in the audit log. */
  slug: string
  /** The table that stores it, and the prefix of new ids (`testimonial-…`). */
  table: Table
  idPrefix: string
  /** Translation key prefix of the collection's words (title, add, empty state, toasts). */
  words: string
  /** Its entry in the back office's sidebar. */
  nav: { label: string; icon: LucideIcon }
  /**
   * 'generic': the list and form pages of `routes/admin/collection-*.tsx`;
   * 'own': pages of its own (the resource form changes with the type).
   */
  admin: 'generic' | 'own'
  schema: Schema
  /**
   * The save defaults and fallbacks of the spec, for the fields that have one
   * (a category's slug from its title). Every other field of the schema is
   * stored as it is; a blank one takes its column's default.
   */
  defaults?(values: z.output<Schema>): Record<string, unknown>
  fields: FormField[]
  columns: ListColumn[]
  /** The field that names an item in buttons and messages ("Delete {name}"). */
  labelField: string
  /** The public page an item appears on: what its preview links show (decision 064). */
  publicPage(item: Row): PublicPage
  /** Columns the list's search box looks in (case-insensitive). */
  searchFields: string[]
  /** The list's order (the API's too). */
  orderBy(table: Table): SQL[]
  /** The list's query when it shows more than the table (a category's resource count). */
  list?(db: Queryable, where: SQL | undefined): Promise<Row[]>
  /** When the list's delete button is disabled for a row (the server checks too). */
  isDeleteDisabled?: (row: Record<string, unknown>) => boolean
  /** Why this item cannot be deleted now (a translation key prefix with Title/Body), or null. */
  deleteBlocker?(db: Queryable, id: string): Promise<string | null>
  /** Show the number of items next to the list's title (Demo Videos). */
  showCount?: boolean
  /** The columns public pages read: `publicColumnsOf` selects them, `PublicRow` types them. */
  publicColumns: ReadonlyArray<keyof Table['$inferSelect'] & string>
}

/** A definition, checked, with its literal types kept (`satisfies` without losing them). */
export const defineContentType = <
  Schema extends z.ZodType,
  Table extends ContentTable,
  const Public extends ReadonlyArray<keyof Table['$inferSelect'] & string>,
>(
  definition: CollectionDefinition<Schema, Table> & { publicColumns: Public },
) => definition

/** A row as public pages read it: the definition's public columns. */
export type PublicRow<
  Definition extends { table: ContentTable; publicColumns: readonly string[] },
> = Pick<Definition['table']['$inferSelect'], Definition['publicColumns'][number]>

/** The selection of a definition's public columns, for `db.select(…)`. */
export function publicColumnsOf<
  Definition extends { table: ContentTable; publicColumns: readonly string[] },
>(definition: Definition) {
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>
  return Object.fromEntries(
    definition.publicColumns.map((key) => [key, columns[key]!]),
  ) as unknown as {
    [K in Definition['publicColumns'][number]]: Definition['table']['_']['columns'][K]
  }
}

/** The fields holding personal data, erased everywhere when an item is deleted for good. */
export const personalFields = (definition: Pick<CollectionDefinition, 'fields'>): string[] =>
  definition.fields.filter((field) => field.personal).map((field) => field.name)

/** The fields a write takes: the keys of the form's schema (forms, API and property tests). */
export function writableFields(definition: CollectionDefinition): string[] {
  const shape = (definition.schema as unknown as { shape?: Record<string, unknown> }).shape
  return shape ? Object.keys(shape) : definition.fields.map((field) => field.name)
}

/**
 * The stored row for valid values: every field of the schema as it is, a
 * blank one as its column's default (or null), its lifecycle, then the type's
 * own defaults.
 */
export function rowFor(definition: CollectionDefinition, values: unknown) {
  const given = values as Record<string, unknown>
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>
  const row: Record<string, unknown> = {}
  for (const field of writableFields(definition)) {
    const column = columns[field]
    if (!column) continue
    row[field] = given[field] ?? (column.hasDefault ? column.default : null) ?? null
  }
  return { ...row, ...lifecycleRow(given), ...definition.defaults?.(given) }
}
