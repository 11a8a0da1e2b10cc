/**
 * One definition per content type (Payload-style): the fields of its form,
 * the columns and search of its list, the form's zod schema and the words it
 * uses. The admin list page, the form pages, the server validation and the
 * API are all derived from it; nothing is written twice per type.
 */
import type { z } from 'zod'
import type { contentCollections } from '~/db/schema'

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
  /** Offer an image upload (PNG, JPEG, WebP) whose /uploads/ URL fills this field. */
  upload?: boolean
}

export interface ListColumn {
  key: string
  /** Translation key of the header. */
  label: string
  kind?: 'text' | 'icon' | 'number' | 'image' | 'option'
  /** For 'option' columns: the translation key prefix of the values' labels. */
  options?: string
}

export interface CollectionDefinition<Schema extends z.ZodType = z.ZodType> {
  /** URL segment: /admin/{slug}, /api/{slug}; also its name in the audit log. */
  slug: (typeof contentCollections)[number]
  /** Translation key prefix of the collection's words (title, add, empty state, toasts). */
  words: string
  schema: Schema
  fields: FormField[]
  columns: ListColumn[]
  /** The field that names an item in buttons and messages ("Delete {name}"). */
  labelField: string
  /** Columns the list's search box looks in (case-insensitive). */
  searchFields: string[]
  /** When the list's delete button is disabled for a row (the server checks too). */
  isDeleteDisabled?: (row: Record<string, unknown>) => boolean
  /** Show the number of items next to the list's title (Demo Videos). */
  showCount?: boolean
}
