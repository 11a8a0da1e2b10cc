/**
 * The audit log in words (issue 38): each entry as a plain sentence with the
 * item's title ("Created a preview link for “Remote monitoring…”"), who did it
 * as the history page says it, changed fields by their labels. No ids, no hashes.
 */
import { inArray } from 'drizzle-orm'
import { contentType } from '~/content/registry'
import type { Queryable } from '~/db/client.server'
import { i18n } from '~/i18n'
import { formatAdminDateTime } from './date-format'
import { labelOf } from './history/readable-history.server'
import { savedByNames } from './history/saved-by.server'
import type { listAudit } from './audit.server'

type Entry = Awaited<ReturnType<typeof listAudit>>[number]

/** The titles of the content items these entries name, by type then id. */
async function itemNames(db: Queryable, entries: Entry[]) {
  const names = new Map<string, string>()
  const idsByType = new Map<string, Set<string>>()
  for (const entry of entries) {
    const definition = contentType(entry.entityType)
    if (!definition || !entry.entityId) continue
    // A purged item is gone from its table: its last saved title is in the entry.
    const saved = (entry.details?.after ?? entry.details?.before) as
      Record<string, unknown> | undefined
    const title = saved?.[definition.labelField]
    if (typeof title === 'string' && title) names.set(entry.entityId, title)
    idsByType.set(
      entry.entityType,
      (idsByType.get(entry.entityType) ?? new Set()).add(entry.entityId),
    )
  }
  for (const [slug, ids] of idsByType) {
    const definition = contentType(slug)!
    const rows = (await db
      .select()
      .from(definition.table)
      .where(inArray(definition.table.id, [...ids]))) as Array<Record<string, unknown>>
    for (const row of rows) names.set(String(row.id), String(row[definition.labelField] ?? row.id))
  }
  return names
}

export async function readableAudit(db: Queryable, entries: Entry[], timeZone: string) {
  const names = await itemNames(db, entries)
  const savedBy = await savedByNames(
    db,
    entries.map((entry) => entry.actor),
    timeZone,
  )
  return entries.map((entry) => {
    const definition = contentType(entry.entityType)
    // A region's code is its name (FR); other ids (tokens, sessions) never reach the screen.
    const name = entry.entityId
      ? (names.get(entry.entityId) ??
        (entry.entityType === 'regional-offers' ? entry.entityId : undefined))
      : undefined
    const type = i18n.t(`admin.audit.entityTypes.${entry.entityType}`)
    const subject = entry.details?.previewLink ? 'previewLink' : name ? 'named' : 'unnamed'
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      when: formatAdminDateTime(entry.at, timeZone),
      what: i18n.t(`admin.audit.sentences.${subject}.${entry.action}`, {
        name,
        type: type.toLowerCase(),
        defaultValue: `${i18n.t(`admin.audit.actions.${entry.action}`)} · ${type}${name ? ` · “${name}”` : ''}`,
      }),
      type,
      // No actor: a sign-in, or the server itself; not the seed, as in an item's history.
      who: entry.actor ? (savedBy.get(entry.actor) ?? i18n.t('admin.history.byBackOffice')) : '',
      changed: definition
        ? entry.changed.map((field) => labelOf(definition, field))
        : entry.changed,
    }
  })
}
