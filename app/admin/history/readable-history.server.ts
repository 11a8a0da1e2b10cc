/**
 * An item's versions as an editor reads them (issue 38): for each save, only
 * the fields it changed, by their labels, with readable values (a category's
 * name, dates in the back office's format, rich text as text with the changed
 * words marked) and who saved it in words. An item the seed created has no
 * "create" entry: its first save's "before" is shown as the original version.
 */
import { inArray } from 'drizzle-orm'
import type { CollectionDefinition } from '~/content/collection'
import type { CollectionStore } from '~/content/collection.server'
import { asText, kept, versionEntries } from '~/content/versions.server'
import type { Queryable } from '~/db/client.server'
import { categories } from '~/db/schema'
import { i18n } from '~/i18n'
import { formatAdminDate, formatAdminDateTime, isIsoDate, isIsoInstant } from '../date-format'
import { savedByNames } from './saved-by.server'
import { wordDiff, type DiffSegment } from './word-diff'

export interface ReadableChange {
  field: string
  label: string
  before: string
  after: string
  /** The text's words, removed, added and kept: for text both versions have. */
  words: DiffSegment[] | null
}

export interface ReadableVersion {
  /** The audit entry to restore; null for the seeded original (nothing to restore from). */
  id: string | null
  at: string | null
  when: string
  savedBy: string
  restoredFrom: boolean
  original: boolean
  changes: ReadableChange[]
}

type Stored = Record<string, unknown>

/** The first translation of these keys that exists, else the field's name in words. */
export function labelOf(definition: CollectionDefinition | undefined, field: string) {
  const keys = [
    definition?.fields.find((candidate) => candidate.name === field)?.label,
    definition && `${definition.words}.fields.${field}`,
    definition && `${definition.words}.fields.${field.replace(/Id$/, '')}`,
    `admin.lifecycle.${field}`,
    `admin.history.fields.${field}`,
  ]
  const key = keys.find((candidate) => candidate && i18n.exists(candidate))
  if (key) return i18n.t(key)
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Category names by id, for the ids among `values` (a version's or a form's categoryId). */
export async function categoryNamesOf(db: Queryable, values: unknown[]) {
  const ids = [...new Set(values.filter(Boolean).map(String))]
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(inArray(categories.id, ids))
  return new Map(rows.map((row) => [row.id, row.title]))
}

/** The label key prefix of a field's stored choices (a status, a resource type), if any. */
function optionsOf(definition: CollectionDefinition, field: string) {
  const own = definition.fields.find((candidate) => candidate.name === field)?.options?.labels
  if (own) return own
  if (field === 'status') return 'admin.lifecycle.status'
  if (field === 'type' && definition.slug === 'resources') return 'resources.types'
  if (field === 'ctaType') return 'admin.resources.ctaTypes'
  return null
}

export async function readableVersions(
  db: Queryable,
  store: CollectionStore,
  item: Stored & { id: string },
  timeZone: string,
): Promise<ReadableVersion[]> {
  const { id } = item
  const { definition } = store
  const entries = await versionEntries(db, store, id)
  const saves = entries.map((entry) => ({
    id: entry.id as string | null,
    at: entry.at as Date | null,
    actor: entry.actor,
    restoredFrom: Boolean(entry.details?.restoredFrom),
    row: (entry.details?.after ?? {}) as Stored,
  }))
  // Every save is audited, a create too: an item with none, or whose first is an update, was seeded.
  const seeded =
    entries.length === 0
      ? item
      : entries[0]?.action === 'create'
        ? null
        : entries[0]?.details?.before
  if (seeded)
    saves.unshift({ id: null, at: null, actor: null, restoredFrom: false, row: seeded as Stored })

  const categoryNames = await categoryNamesOf(
    db,
    saves.map((save) => save.row.categoryId),
  )
  const savedBy = await savedByNames(
    db,
    saves.map((save) => save.actor),
    timeZone,
  )

  const readable = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return ''
    if (field === 'categoryId') return categoryNames.get(String(value)) ?? String(value)
    if (value instanceof Date) return formatAdminDateTime(value, timeZone)
    if (typeof value === 'boolean') return i18n.t(value ? 'admin.history.yes' : 'admin.history.no')
    const text = asText(value)
    if (isIsoInstant(text)) return formatAdminDateTime(text, timeZone)
    if (isIsoDate(text)) return formatAdminDate(text)
    const options = optionsOf(definition, field)
    if (options && i18n.exists(`${options}.${text}`)) return i18n.t(`${options}.${text}`)
    return text
  }

  const versions = saves.map((save, index): ReadableVersion => {
    // The first version is the item as it began: every field would read as "added".
    const previous = saves[index - 1]?.row ?? null
    const fields = previous
      ? [...new Set([...Object.keys(previous), ...Object.keys(save.row)])]
      : []
    const changes = fields
      .filter((field) => !kept.has(field))
      .map((field) => {
        const before = readable(field, previous![field])
        const after = readable(field, save.row[field])
        const isText = field !== 'categoryId' && !optionsOf(definition, field)
        return {
          field,
          label: labelOf(definition, field),
          before,
          after,
          words: isText && before && after ? wordDiff(before, after) : null,
        }
      })
      .filter((change) => change.before !== change.after)
    return {
      id: save.id,
      at: save.at?.toISOString() ?? null,
      when: save.at ? formatAdminDateTime(save.at, timeZone) : i18n.t('admin.history.originalWhen'),
      savedBy: savedBy.get(save.actor) ?? i18n.t('admin.history.byBackOffice'),
      restoredFrom: save.restoredFrom,
      original: save.id === null,
      changes,
    }
  })
  return versions.reverse()
}
