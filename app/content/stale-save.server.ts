/**
 * A save refused because someone saved the item since the editor opened it
 * (issue 38, "never lose work"): the other version as the editor reads it, who
 * saved it and when, and each field where it differs from what the editor
 * sent, so they can keep theirs (save again over the new version) or take it.
 */
import { categoryNamesOf, labelOf, readableVersions } from '~/admin/history/readable-history.server'
import type { Queryable } from '~/db/client.server'
import { getItem, type CollectionStore } from './collection.server'
import { etagOf, inputOfRow } from './save.server'
import type { StaleSave } from './stale-save'
import { asText } from './versions.server'

/** Compared through the form's own fields; a publication time is shown by the form's zone, not here. */
const unlisted = new Set(['publishAt', 'publishTimeZone'])

export async function staleSave(
  db: Queryable,
  store: CollectionStore,
  id: string,
  mine: Record<string, unknown>,
  timeZone: string,
): Promise<StaleSave | null> {
  const current = await getItem(db, store, id)
  if (!current) return null
  const [latest] = await readableVersions(db, store, current as never, timeZone)
  const theirs = inputOfRow(store, current)
  const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter(
    (field) => !unlisted.has(field),
  )
  const categoryNames = await categoryNamesOf(db, [mine.categoryId, theirs.categoryId])
  const readable = (field: string, value: unknown) => {
    const text = asText(value).trim()
    return field === 'categoryId' ? (categoryNames.get(text) ?? text) : text
  }
  const fields = names
    .map((field) => ({
      field,
      label: labelOf(store.definition, field),
      mine: readable(field, mine[field]),
      theirs: readable(field, theirs[field]),
    }))
    .filter((change) => change.mine !== change.theirs)
  return {
    version: etagOf(current),
    savedBy: latest?.savedBy ?? '',
    when: latest?.when ?? '',
    fields,
  }
}
