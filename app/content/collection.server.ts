/**
 * Database access derived from a collection definition: list with search,
 * get, create, update and delete, each write in one transaction with its
 * audit record (before and after). Admin pages and the API both call these.
 */
import { eq, ilike, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Database, Queryable } from '~/db/client.server'
import { auditLog, type AuditAction } from '~/db/schema'
import { createId } from '~/utils/ids'
import type { CollectionDefinition } from './collection'
import { containsPattern } from '~/db/like'

type Row = Record<string, unknown> & { id: string }

export interface CollectionStore<Schema extends z.ZodType = z.ZodType> {
  definition: CollectionDefinition<Schema>
  idPrefix: string
  table: PgTable & { id: PgColumn }
  /** The list, filtered by `where` (the search); may add computed columns. */
  list(db: Queryable, where: SQL | undefined): Promise<Row[]>
  /** The stored row for the form's values: the spec's defaults and fallbacks live here. */
  toRow(values: z.output<Schema>): Record<string, unknown>
  /** Completes a new row inside the creating transaction (a resource's link and publishedDate). */
  beforeCreate?(db: Queryable, row: Record<string, unknown>): Promise<Record<string, unknown>>
  /**
   * The stored fields that saving `row` over `before` would empty although the
   * form never showed them (a resource whose type changes): the update is
   * refused until the caller confirms exactly these.
   */
  droppedFields?(before: Row, row: Record<string, unknown>): string[]
  /** Why this item cannot be deleted now (a translation key prefix with title/description), or null. */
  deleteBlocker?(db: Queryable, id: string): Promise<string | null>
  /** The rules the schema cannot check alone (they read the database): field errors, or none. */
  check?(db: Queryable, values: z.output<Schema>): Promise<Record<string, string[]>>
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means those characters. */

export async function listItems(db: Queryable, store: CollectionStore, query = '') {
  const q = query.trim()
  const columns = store.table as unknown as Record<string, PgColumn>
  const where = q
    ? or(
        ...store.definition.searchFields.map((field) => ilike(columns[field]!, containsPattern(q))),
      )
    : undefined
  return store.list(db, where)
}

/** The store's database rules for valid values (the form and the API both ask). */
export async function checkItem(
  db: Queryable,
  store: CollectionStore,
  values: unknown,
): Promise<Record<string, string[]>> {
  return (await store.check?.(db, values)) ?? {}
}

export async function getItem(
  db: Queryable,
  store: CollectionStore,
  id: string,
): Promise<Row | null> {
  // PostgreSQL text cannot hold a NUL byte, so no stored row has such an id;
  // asking for one would be an encoding error, not an answer.
  if (id.includes('\u0000')) return null
  const [row] = await db.select().from(store.table).where(eq(store.table.id, id))
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
  },
) {
  await db.insert(auditLog).values({
    id: createId('audit'),
    action: entry.action,
    entityType: entry.store.definition.slug,
    entityId: entry.id,
    actor: entry.actor,
    details: { before: entry.before ?? null, after: entry.after ?? null },
  })
}

export async function createItem(
  db: Database,
  store: CollectionStore,
  values: unknown,
  actor: string,
) {
  return db.transaction(async (tx) => {
    const row = store.toRow(values)
    const [created] = await tx
      .insert(store.table)
      .values({
        id: createId(store.idPrefix),
        ...(store.beforeCreate ? await store.beforeCreate(tx, row) : row),
      })
      .returning()
    const stored = created as Row
    await audit(tx, { action: 'create', store, id: stored.id, actor, after: stored })
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
  options: { confirmDropped?: readonly string[] } = {},
) {
  return db.transaction(async (tx) => {
    const before = await getItem(tx, store, id)
    if (!before) return null
    const row = store.toRow(values)
    const dropped = store.droppedFields?.(before, row) ?? []
    const confirmed = new Set(options.confirmDropped ?? [])
    if (dropped.some((field) => !confirmed.has(field))) throw new WouldDropFieldsError(dropped)
    const [updated] = await tx
      .update(store.table)
      .set(row)
      .where(eq(store.table.id, id))
      .returning()
    await audit(tx, { action: 'update', store, id, actor, before, after: updated })
    return updated as Row
  })
}

/** Deletes unless the store forbids it; says which. */
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
    const reason = await store.deleteBlocker?.(tx, id)
    if (reason) return { status: 'blocked' as const, reason }
    await tx.delete(store.table).where(eq(store.table.id, id))
    await audit(tx, { action: 'delete', store, id, actor, before })
    return { status: 'deleted' as const, row: before }
  })
}

/** True for a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505'
}
