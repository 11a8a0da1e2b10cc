/**
 * Site copy in the database (issue 36, decisions 103 and 104): drafts per key
 * and language, publishing them (all pending, or those of one page), the
 * versions each publish makes, their restore, and the audit of every write.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Queryable } from '~/db/client.server'
import { readSetting } from '~/db/settings-read.server'
import { appSettings, auditLog, siteCopy, siteCopyVersions } from '~/db/schema'
import { createId } from '~/utils/ids'
import { copyEntry } from './catalogue.server'
import { copyValueError } from './rules'
import { sanitizeRichText } from '~/utils/sanitize-html.server'

export class CopyRuleError extends Error {}

export type CopyChange = { key: string; before: string | null; after: string | null }

const audit = (
  db: Queryable,
  action: 'update' | 'publish' | 'restore',
  entityId: string,
  actor: string,
  details: Record<string, unknown>,
) =>
  db.insert(auditLog).values({
    id: createId('audit'),
    action,
    entityType: 'site-copy',
    entityId,
    actor,
    details,
  })

/**
 * The checked value of an edit: null for the default (an empty value), the
 * text otherwise (HTML sanitised where the key has HTML). Throws CopyRuleError
 * with the rule's message when the edit is refused.
 */
export function checkedCopyValue(key: string, language: string, value: string): string | null {
  const entry = copyEntry(key)
  if (!entry) throw new CopyRuleError(`Unknown key: ${key} is not a text of the site.`)
  const error = copyValueError(key, language, entry.english, value)
  if (error) throw new CopyRuleError(error)
  if (value.trim() === '') return null
  return /<[a-z]/i.test(entry.english) ? sanitizeRichText(value) : value
}

/** Saves a draft of `key` (an empty value: back to the file's text once published). */
export async function saveCopyDraft(
  db: Queryable,
  language: string,
  key: string,
  value: string,
  actor: string,
) {
  const draft = checkedCopyValue(key, language, value)
  await db
    .insert(siteCopy)
    .values({ language, key, draft, pending: true })
    .onConflictDoUpdate({
      target: [siteCopy.language, siteCopy.key],
      set: { draft, pending: true, updatedAt: new Date() },
    })
  await audit(db, 'update', `${language}:${key}`, actor, {
    draft: draft === null ? 'default' : 'text',
  })
  return { key, draft }
}

/** The stored rows of a language: what staff changed, published or not. */
export const copyRows = (db: Queryable, language: string) =>
  db.select().from(siteCopy).where(eq(siteCopy.language, language))

/**
 * Tells every server that public copy changed: the copy version (read by the
 * copy cache) and the content version (read by the page cache), in the
 * publish's own transaction.
 */
async function bumpVersions(tx: Queryable) {
  await tx
    .insert(appSettings)
    .values({ key: 'copy_version', value: '1' })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: new Date() },
    })
  await tx
    .update(appSettings)
    .set({ value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: new Date() })
    .where(eq(appSettings.key, 'content_version'))
}

/** Applies `changes` as the published values, as one new version. */
async function applyVersion(
  tx: Queryable,
  language: string,
  changes: CopyChange[],
  actor: string,
  restoredFrom?: string,
) {
  for (const change of changes)
    await tx
      .insert(siteCopy)
      .values({ language, key: change.key, published: change.after, draft: change.after })
      .onConflictDoUpdate({
        target: [siteCopy.language, siteCopy.key],
        set: {
          published: change.after,
          draft: change.after,
          pending: false,
          updatedAt: new Date(),
        },
      })
  const id = createId('copyversion')
  await tx
    .insert(siteCopyVersions)
    .values({ id, language, changes, actor, restoredFrom: restoredFrom ?? null })
  await bumpVersions(tx)
  await audit(tx, restoredFrom ? 'restore' : 'publish', language, actor, {
    version: id,
    keys: changes.map((change) => change.key),
    ...(restoredFrom && { restoredFrom }),
  })
  return { id, changes }
}

/**
 * Publishes the pending drafts of a language: all of them, or those whose key
 * starts with `prefix` (a page: `home:`). Null when nothing was pending.
 */
export async function publishCopy(db: Database, language: string, actor: string, prefix = '') {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(siteCopy)
      .where(and(eq(siteCopy.language, language), eq(siteCopy.pending, true)))
    const changes = pending
      .filter((row) => row.key.startsWith(prefix))
      .map((row) => ({ key: row.key, before: row.published, after: row.draft }))
    if (changes.length === 0) return null
    return applyVersion(tx, language, changes, actor)
  })
}

/** A language's versions, newest first. */
export const listCopyVersions = (db: Queryable, language: string) =>
  db
    .select()
    .from(siteCopyVersions)
    .where(eq(siteCopyVersions.language, language))
    .orderBy(desc(siteCopyVersions.createdAt), desc(siteCopyVersions.id))

/**
 * Restores the texts a version changed to what they were before it, as a new
 * version (published at once). Null when there is no such version.
 */
export async function restoreCopyVersion(
  db: Database,
  language: string,
  versionId: string,
  actor: string,
) {
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select()
      .from(siteCopyVersions)
      .where(and(eq(siteCopyVersions.id, versionId), eq(siteCopyVersions.language, language)))
    if (!version) return null
    const keys = version.changes.map((change) => change.key)
    const current = new Map(
      (
        await tx
          .select()
          .from(siteCopy)
          .where(and(eq(siteCopy.language, language), inArray(siteCopy.key, keys)))
      ).map((row) => [row.key, row.published]),
    )
    const changes = version.changes.map((change) => ({
      key: change.key,
      before: current.get(change.key) ?? null,
      after: change.before,
    }))
    return applyVersion(tx, language, changes, actor, version.id)
  })
}

/** The copy version: bumped by every publish and restore, on any server. */
export async function readCopyVersion(db: Queryable): Promise<string> {
  // With the content counter an uncached page reads at the same time: one statement (decision 140).
  return (await readSetting(db, 'copy_version')) ?? '0'
}

/** Key → text of a language: the published values, or with `drafts` the pending drafts over them. */
export async function copyOverrides(
  db: Queryable,
  language: string,
  drafts = false,
): Promise<Record<string, string>> {
  const overrides: Record<string, string> = {}
  for (const row of await copyRows(db, language)) {
    const value = drafts && row.pending ? row.draft : row.published
    if (value !== null && copyEntry(row.key)) overrides[row.key] = value
  }
  return overrides
}
