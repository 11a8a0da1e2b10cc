/**
 * Versions (issue 20, decision 063): every save of an item is already kept,
 * whole, in its audit entry (who, when, the row after the save), so the
 * audit log is the version history: no second copy to keep in step. A
 * restore writes the chosen version's values back as a new save, which is
 * itself a new version.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database, Queryable } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import { getItem, type CollectionStore } from './collection.server'
import { inputOfRow, saveItem, type SaveResult } from './save.server'

/** The saves that make a version: a create, an update (a restore is one too). */
const savingActions = ['create', 'update'] as const

/** Columns a version never changes: identity, bookkeeping, the trash, the public link. */
export const kept = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', 'link'])

export interface FieldChange {
  field: string
  before: string
  after: string
}

/** Rich text compared as text: tags dropped, the sanitiser's entities read back. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  if (!/<[a-z/!]/i.test(text)) return text
  return text
    .replace(/<(br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

/** What changed between two stored rows, field by field, as readable text. */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])]
  return fields
    .filter((field) => !kept.has(field))
    .map((field) => ({
      field,
      before: asText(before?.[field]),
      after: asText(after[field]),
    }))
    .filter((change) => change.before !== change.after)
}

/** An item's saves, oldest first, as their audit entries keep them. */
export async function versionEntries(db: Queryable, store: CollectionStore, id: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, store.definition.slug as never),
        eq(auditLog.entityId, id),
        inArray(auditLog.action, [...savingActions]),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
}

/** An item's versions, newest first: `{ id, createdAt, actor, changes }`. */
export async function listVersions(db: Queryable, store: CollectionStore, id: string) {
  const entries = await versionEntries(db, store, id)
  let previous: Record<string, unknown> | null = null
  const versions = entries.filter(isSave).map((entry) => {
    const after = (entry.details?.after ?? {}) as Record<string, unknown>
    const version = {
      id: entry.id,
      createdAt: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      restoredFrom: (entry.details?.restoredFrom as string | undefined) ?? null,
      changes: diffRows(previous, after),
    }
    previous = after
    return version
  })
  return versions.reverse()
}

/** The stored row of one version, or null when it is not a version of this item. */
async function versionRow(db: Queryable, store: CollectionStore, id: string, versionId: string) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.id, versionId),
        eq(auditLog.entityType, store.definition.slug as never),
        eq(auditLog.entityId, id),
        inArray(auditLog.action, [...savingActions]),
      ),
    )
  return entry && isSave(entry) ? (entry.details!.after as Record<string, unknown>) : null
}

/**
 * Whether an audit entry saved the item's values: creating a preview link is
 * audited as a `create` too, but holds no values and is no version.
 */
const isSave = (entry: { details: Record<string, unknown> | null }) =>
  typeof entry.details?.after === 'object' && entry.details.after !== null

/**
 * Writes a version's content back as a new save through `saveItem` (same
 * validation, reference checks and audit as any edit), so it is a new
 * version. Content only (decision 097): the item keeps its link and its
 * publication state (status, publish time); a restore that would break a
 * rule (its category was deleted, its name is taken) is refused with why.
 */
export async function restoreVersion(
  db: Database,
  store: CollectionStore,
  id: string,
  versionId: string,
  actor: string,
  options: { ifMatch?: string | null } = {},
): Promise<SaveResult> {
  const before = await getItem(db, store, id)
  const values = before ? await versionRow(db, store, id, versionId) : null
  if (!before || !values) return { status: 'not-found', message: 'No such version of this item' }
  const content = inputOfRow(store, values, { lifecycle: false, link: false })
  const publication = inputOfRow(store, before, { lifecycle: true })
  return saveItem(db, store, {
    id,
    values: {
      ...content,
      status: publication.status,
      publishAt: publication.publishAt,
      publishTimeZone: publication.publishTimeZone,
    },
    actor,
    restoredFrom: versionId,
    ifMatch: options.ifMatch,
  })
}
