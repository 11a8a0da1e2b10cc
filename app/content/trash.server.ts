/**
 * The trash (issue 20, decision 062): a deleted item is kept, out of every
 * public read and every list, until it is restored, deleted for good, or the
 * retention period (30 days unless staff set another) has passed. Purging an
 * item also removes the uploads only it used.
 */
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm'
import type { Database, Queryable } from '~/db/client.server'
import { appSettings, auditLog } from '~/db/schema'
import { deleteUploadsOnlyUsedBy } from '~/uploads/uploads.server'
import { createId } from '~/utils/ids'
import { eraseFromAudit, withoutFields } from '~/db/audit-erasure.server'
import { personalFields, type Row } from './collection'
import { getItem, type CollectionStore } from './collection.server'
import { storeFor } from './hooks.server'
import { inputOfRow, saveItem, type SaveResult } from './save.server'
import { logger } from '~/utils/logger.server'
import { contentTypes } from './registry'

export const DEFAULT_TRASH_RETENTION_DAYS = 30
const RETENTION_KEY = 'trash_retention_days'

async function audit(
  db: Queryable,
  action: 'restore' | 'purge' | 'update',
  entityType: string,
  entityId: string | null,
  actor: string,
  details: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    id: createId('audit'),
    action,
    entityType: entityType as never,
    entityId,
    actor,
    details,
  })
}

/** Every trashed item, newest first: its type, id, name and when it was deleted. */
export async function listTrash(db: Queryable) {
  const lists = await Promise.all(
    contentTypes.map(async (type) => {
      const rows = (await db
        .select()
        .from(type.table)
        .where(isNotNull(type.table.deletedAt))
        .orderBy(desc(type.table.deletedAt))) as Row[]
      return rows.map((row) => ({
        type: type.slug as string,
        id: row.id,
        name: String(row[type.labelField] ?? row.id),
        deletedAt: row.deletedAt as Date,
      }))
    }),
  )
  return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime())
}

/**
 * Brings a trashed item back as it was (same status, same link) through
 * `saveItem`: it must still pass every rule of a save, so an item whose
 * category is in the trash or gone is refused with why, not restored.
 */
export async function restoreItem(
  db: Database,
  store: CollectionStore,
  id: string,
  actor: string,
): Promise<SaveResult> {
  const before = await getItem(db, store, id, { trashed: true })
  if (!before) return { status: 'not-found', message: 'Not in the trash' }
  return saveItem(db, store, { id, values: inputOfRow(store, before), actor, fromTrash: true })
}

/** Why an item cannot be deleted for good: something still points at it. */
export const PURGE_BLOCKED =
  'Still used by other items (some may be in the trash): delete or change them first'

/** True for a foreign-key violation (RESTRICT: 23001, NO ACTION: 23503) from either driver. */
export function isReferenceViolation(error: unknown): boolean {
  const codes = ['23001', '23503']
  const cause = (error as { cause?: { code?: string } })?.cause
  return (
    codes.includes((error as { code?: string })?.code ?? '') || codes.includes(cause?.code ?? '')
  )
}

/** Deletes a trashed item for good, with the uploads nothing else uses. */
export async function purgeItem(
  db: Database,
  store: CollectionStore,
  id: string,
  actor: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getItem(tx, store, id, { trashed: true })
    if (!before) return false
    const { table } = store.definition
    // Another server may purge the same item at the same moment: only one deletes it.
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning({ id: table.id })
    if (deleted.length === 0) return false
    const files = await deleteUploadsOnlyUsedBy(tx, before)
    // Deleted for good means from its history too: the person a testimonial quotes
    // leaves no name or words in the audit log or the versions (decision 086).
    const personal = new Set(personalFields(store.definition))
    const forget = (details: Record<string, unknown>) => withoutFields(details, personal)
    const entriesErased = await eraseFromAudit(
      tx,
      and(eq(auditLog.entityType, store.definition.slug as never), eq(auditLog.entityId, id))!,
      forget,
    )
    await audit(tx, 'purge', store.definition.slug, id, actor, {
      before: forget(before),
      files,
      personalDataErased: { fields: [...personal], entries: entriesErased },
    })
    return true
  })
}

export async function trashRetentionDays(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, RETENTION_KEY))
  const days = Number(row?.value)
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_TRASH_RETENTION_DAYS
}

export async function setTrashRetentionDays(db: Database, days: number, actor: string) {
  await db.transaction(async (tx) => {
    const before = await trashRetentionDays(tx)
    await tx
      .insert(appSettings)
      .values({ key: RETENTION_KEY, value: String(days) })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: String(days) } })
    await audit(tx, 'update', 'trash', null, actor, {
      before: { retentionDays: before },
      after: { retentionDays: days },
    })
  })
}

/**
 * Deletes for good what has been in the trash longer than the retention
 * period. Idempotent, so several app servers may run it at once. An item it
 * cannot delete (still used by another) is skipped and reported, never
 * stopping the rest.
 */
export async function purgeExpired(db: Database, now = new Date()) {
  const days = await trashRetentionDays(db)
  const cutoff = new Date(now.getTime() - days * 86_400_000)
  let purged = 0
  const skipped: Array<{ type: string; id: string; reason: string }> = []
  for (const type of contentTypes) {
    const expired = (await db
      .select({ id: type.table.id })
      .from(type.table)
      .where(and(isNotNull(type.table.deletedAt), lt(type.table.deletedAt, cutoff)))) as Array<{
      id: string
    }>
    for (const { id } of expired) {
      try {
        if (await purgeItem(db, storeFor(type.slug), id, 'retention')) purged++
      } catch (error) {
        if (!isReferenceViolation(error)) throw error
        skipped.push({ type: type.slug, id, reason: PURGE_BLOCKED })
        logger.warn({ type: type.slug, id }, 'trash purge skipped an item still in use')
      }
    }
  }
  return { purged, skipped }
}

/** `purgeExpired`, counting what it deleted. */
export async function purgeExpiredTrash(db: Database, now = new Date()) {
  return (await purgeExpired(db, now)).purged
}
