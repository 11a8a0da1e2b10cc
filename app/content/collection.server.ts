/**
 * Database access derived from a collection definition: list with search,
 * get, create, update and delete, each write in one transaction with its
 * audit record (before and after). Admin pages and the API both call these.
 */
import { and, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { live } from '~/db/live'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database, Queryable } from '~/db/client.server'
import { auditLog, type AuditAction, type ContentStatus } from '~/db/schema'
import { createId } from '~/utils/ids'
import { rowFor, type CollectionDefinition, type Row } from './collection'
import { containsPattern } from '~/db/like'

/**
 * What a type needs on the server beyond its definition (hooks.server.ts):
 * rich text sanitised, a resource's link, rules that read the database.
 */
export interface ServerHooks {
  /** The stored row, from the definition's row (`rowFor`): sanitising, say. */
  toRow?(row: Record<string, unknown>): Record<string, unknown>
  /** Completes a new row inside the creating transaction (a resource's link and publishedDate). */
  beforeCreate?(db: Queryable, row: Record<string, unknown>): Promise<Record<string, unknown>>
  /**
   * The stored fields that saving `row` over `before` would empty although the
   * form never showed them (a resource whose type changes): the update is
   * refused until the caller confirms exactly these.
   */
  droppedFields?(before: Row, row: Record<string, unknown>): string[]
  /**
   * The rules the schema cannot check alone (they read the database): field
   * errors, or none. `id` is the item being edited (none for a new one).
   */
  check?(db: Queryable, values: unknown, id?: string): Promise<Record<string, string[]>>
  /** Runs inside the saving transaction after an update (a changed link leaves a redirect). */
  afterUpdate?(db: Queryable, before: Row, after: Row, actor: string): Promise<void>
}

/** A content type with its server hooks: what every function below takes. */
export interface CollectionStore extends ServerHooks {
  definition: CollectionDefinition
}

/** The row a store saves for valid values. */
const toRow = (store: CollectionStore, values: unknown) => {
  const row = rowFor(store.definition, values)
  return store.toRow ? store.toRow(row) : row
}

/**
 * The items, searched (case-insensitive, wildcards literal); with `live`, only
 * those public now (the API's anonymous reads).
 */
export async function listItems(
  db: Queryable,
  store: CollectionStore,
  query = '',
  options: { live?: boolean; plain?: boolean } = {},
) {
  const q = query.trim()
  const { definition } = store
  const columns = definition.table as unknown as Record<string, PgColumn>
  const where = and(
    q
      ? or(...definition.searchFields.map((field) => ilike(columns[field]!, containsPattern(q))))
      : undefined,
    // The trash is its own page (decision 062).
    isNull(definition.table.deletedAt),
    options.live ? live(definition.table) : undefined,
  )
  // `plain`: whole rows, as the API answers them, not the admin list's columns.
  if (definition.list && !options.plain) return definition.list(db, where)
  return (await db
    .select()
    .from(definition.table)
    .where(where)
    .orderBy(...definition.orderBy(definition.table))) as Row[]
}

/** The store's database rules for valid values (the form and the API both ask). */
export async function checkItem(
  db: Queryable,
  store: CollectionStore,
  values: unknown,
  id?: string,
): Promise<Record<string, string[]>> {
  return (await store.check?.(db, values, id)) ?? {}
}

export async function getItem(
  db: Queryable,
  store: CollectionStore,
  id: string,
  options: { live?: boolean; trashed?: boolean } = {},
): Promise<Row | null> {
  // PostgreSQL text cannot hold a NUL byte, so no stored row has such an id;
  // asking for one would be an encoding error, not an answer.
  if (id.includes('\u0000')) return null
  const { table } = store.definition
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(table.id, id),
        options.trashed ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
        options.live ? live(table) : undefined,
      ),
    )
  return (row as Row | undefined) ?? null
}

async function audit(
  db: Queryable,
  entry: {
    action: AuditAction
    store: CollectionStore
    id: string
    actor: string
    before?: unknown
    after?: unknown
    /** A version restore: the version whose values were saved again. */
    restoredFrom?: string
  },
) {
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: entry.action,
    entityType: entry.store.definition.slug,
    entityId: entry.id,
    actor: entry.actor,
    details: {
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.restoredFrom ? { restoredFrom: entry.restoredFrom } : {}),
    },
  })
}

/** The lifecycle action a save took, when it set a new status or time: published, scheduled, made a draft. */
const lifecycleActions = {
  published: 'publish',
  scheduled: 'schedule',
  draft: 'unpublish',
} as const satisfies Record<ContentStatus, AuditAction>

async function auditLifecycle(
  db: Queryable,
  entry: { store: CollectionStore; id: string; actor: string; before: Row | null; after: Row },
) {
  const { before, after } = entry
  const same =
    before?.status === after.status &&
    String(before?.publishAt ?? '') === String(after.publishAt ?? '')
  if (same) return
  const status = after.status as ContentStatus
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: lifecycleActions[status],
    entityType: entry.store.definition.slug,
    entityId: entry.id,
    actor: entry.actor,
    details: {
      before: before ? { status: before.status, publishAt: before.publishAt } : null,
      after: { status, publishAt: after.publishAt },
    },
  })
}

export async function createItem(
  db: Database,
  store: CollectionStore,
  values: unknown,
  actor: string,
) {
  return db.transaction(async (tx) => {
    const row = toRow(store, values)
    const [created] = await tx
      .insert(store.definition.table)
      .values({
        id: createId(store.definition.idPrefix),
        ...(store.beforeCreate ? await store.beforeCreate(tx, row) : row),
      })
      .returning()
    const stored = created as Row
    await audit(tx, { action: 'create', store, id: stored.id, actor, after: stored })
    await auditLifecycle(tx, { store, id: stored.id, actor, before: null, after: stored })
    return stored
  })
}

/**
 * An update that would empty stored fields the editor did not see, refused
 * until it is sent again confirming `fields` (the resource form asks; the API
 * answers 409 with them).
 */
export class WouldDropFieldsError extends Error {
  constructor(readonly fields: string[]) {
    super(`The update would remove stored values of: ${fields.join(', ')}`)
    this.name = 'WouldDropFieldsError'
  }
}

export async function updateItem(
  db: Database,
  store: CollectionStore,
  id: string,
  values: unknown,
  actor: string,
  options: { confirmDropped?: readonly string[]; restoredFrom?: string } = {},
) {
  return db.transaction(async (tx) => {
    const before = await getItem(tx, store, id)
    if (!before) return null
    const row = toRow(store, values)
    const dropped = store.droppedFields?.(before, row) ?? []
    const confirmed = new Set(options.confirmDropped ?? [])
    if (dropped.some((field) => !confirmed.has(field))) throw new WouldDropFieldsError(dropped)
    const [updated] = await tx
      .update(store.definition.table)
      .set(row)
      .where(eq(store.definition.table.id, id))
      .returning()
    await store.afterUpdate?.(tx, before, updated as Row, actor)
    const restoredFrom = options.restoredFrom
    await audit(tx, { action: 'update', store, id, actor, before, after: updated, restoredFrom })
    await auditLifecycle(tx, { store, id, actor, before, after: updated as Row })
    return updated as Row
  })
}

/** Moves to the trash (decision 062) unless the store forbids deleting it; says which. */
export async function deleteItem(
  db: Database,
  store: CollectionStore,
  id: string,
  actor: string,
): Promise<
  { status: 'deleted'; row: Row } | { status: 'not-found' } | { status: 'blocked'; reason: string }
> {
  return db.transaction(async (tx) => {
    const before = await getItem(tx, store, id)
    if (!before) return { status: 'not-found' as const }
    const reason = await store.definition.deleteBlocker?.(tx, id)
    if (reason) return { status: 'blocked' as const, reason }
    const { table } = store.definition
    await tx
      .update(table)
      .set({ deletedAt: sql`now()` } as never)
      .where(eq(table.id, id))
    await audit(tx, { action: 'trash', store, id, actor, before })
    return { status: 'deleted' as const, row: before }
  })
}

/** True for a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505'
}
