/**
 * The one save of every content type (decision 094): the admin forms, the
 * API, version restore and trash restore all call `saveItem`. It validates
 * with the type's zod schema, checks the rules that read the database
 * (a category that exists and is not in the trash, a free link), refuses a
 * stale write (the item changed since the caller read it: `ifMatch`), writes
 * in one transaction with its audit, and answers every refusal as a result
 * with a message, never as an exception.
 */
import { createHash } from 'node:crypto'
import { eq, getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Database, Queryable } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import { withCurrentAddresses } from '~/media/image-address.server'
import { createId } from '~/utils/ids'
import { writableFields, type Row } from './collection'
import {
  checkItem,
  createItem,
  getItem,
  isUniqueViolation,
  updateItem,
  WouldDropFieldsError,
  type CollectionStore,
} from './collection.server'
import { wallClockIn } from './lifecycle'

export type SaveResult =
  | { status: 'saved'; row: Row; created: boolean }
  | { status: 'invalid'; message: string; errors: Record<string, string[]> }
  | { status: 'not-found'; message: string }
  | { status: 'stale'; message: string }
  | { status: 'conflict'; message: string }
  | { status: 'would-drop'; message: string; fields: string[] }

export interface SaveRequest {
  /** The item to update; none creates one. */
  id?: string
  /** The values as a form or a JSON body gives them (validated here). */
  values: unknown
  actor: string
  /** The ETag the caller read the item at (`etagOf`): a write over a newer item is refused. */
  ifMatch?: string | null
  /** Stored fields the caller agreed to empty (a resource whose type changed). */
  confirmDropped?: readonly string[]
  /** Refuse fields the schema does not know instead of dropping them (the API). */
  strict?: boolean
  /** A version restore: the version it restores, kept in the audit entry. */
  restoredFrom?: string
  /** A trash restore: the item is taken from the trash. */
  fromTrash?: boolean
}

export const STALE_MESSAGE =
  'This item was changed since you opened it: reload it to see the changes, then save again'
export const NOT_FOUND_MESSAGE = 'Not found'
export const DUPLICATE_MESSAGE = 'Another item already has these values (its link or name is taken)'

/** A strong validator of a stored row: any change to any column gives another. */
export function etagOf(row: Row): string {
  const hash = createHash('sha256').update(JSON.stringify(row)).digest('base64url')
  return `"${hash.slice(0, 27)}"`
}

/** Whether an If-Match value (one ETag, a list, or `*`) accepts the row's ETag. */
export function matchesEtag(ifMatch: string, row: Row) {
  const current = etagOf(row)
  return ifMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current)
}

/** A zod error's messages by field (`_` for the body as a whole). */
export function fieldErrorsOf(error: z.ZodError) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message)
  return errors
}

/** One sentence naming every refused field, for places that show one message (a toast). */
export const invalidMessage = (errors: Record<string, string[]>) =>
  `Not saved: ${Object.entries(errors)
    .map(([field, messages]) => `${field === '_' ? '' : `${field}: `}${messages.join(', ')}`)
    .join('; ')}`

/** The schema a save validates with; `strict` refuses unknown fields. */
export function schemaOf(store: CollectionStore, strict = false): z.ZodType {
  const schema = store.definition.schema
  return strict && schema instanceof z.ZodObject ? schema.strict() : schema
}

/**
 * A stored row as a form (or a JSON body) gives it: the fields the schema
 * takes, blanks left out, times as text. `lifecycle: false` leaves status and
 * publish time out (a version restore keeps the item's publication state).
 */
export function inputOfRow(
  store: CollectionStore,
  row: Record<string, unknown>,
  options: { lifecycle?: boolean; link?: boolean } = {},
) {
  const { lifecycle = true, link = true } = options
  const columns = getTableColumns(store.definition.table) as Record<string, PgColumn>
  const input: Record<string, unknown> = {}
  for (const field of writableFields(store.definition)) {
    if (!columns[field] || !(field in row)) continue
    if (!lifecycle && (field === 'status' || field === 'publishAt')) continue
    if (!link && field === 'link') continue
    const value = row[field]
    if (value === null || value === undefined || value === '') continue
    input[field] = value instanceof Date ? value.toISOString() : value
  }
  if (lifecycle && row.publishAt) {
    input.publishAt = wallClockIn(row.publishAt as string)
    input.publishTimeZone = 'UTC'
  }
  return input
}

/** The item as it is now, locked until the saving transaction ends. */
async function lockedRow(tx: Queryable, store: CollectionStore, id: string, trashed: boolean) {
  const { table } = store.definition
  if (id.includes('\u0000')) return null
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update')
  return getItem(tx, store, id, { trashed })
}

/** The one save: see the module's comment. */
export async function saveItem(
  db: Database,
  store: CollectionStore,
  request: SaveRequest,
): Promise<SaveResult> {
  const parsed = schemaOf(store, request.strict).safeParse(request.values)
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error)
    return { status: 'invalid', message: invalidMessage(errors), errors }
  }
  const values = await withCurrentAddresses(db, parsed.data as Record<string, unknown>)
  const errors = await checkItem(db, store, values, request.id)
  if (Object.keys(errors).length > 0)
    return { status: 'invalid', message: invalidMessage(errors), errors }
  try {
    if (!request.id) {
      const row = await createItem(db, store, values, request.actor)
      return { status: 'saved', row, created: true }
    }
    const id = request.id
    const stale = { status: 'stale', message: STALE_MESSAGE } as const
    const missing = { status: 'not-found', message: NOT_FOUND_MESSAGE } as const
    return await db.transaction(async (tx): Promise<SaveResult> => {
      const before = await lockedRow(tx, store, id, Boolean(request.fromTrash))
      if (!before) return missing
      if (request.ifMatch && !matchesEtag(request.ifMatch, before)) return stale
      if (request.fromTrash) {
        const { table } = store.definition
        const [restored] = await tx
          .update(table)
          .set({ deletedAt: null } as never)
          .where(eq(table.id, id))
          .returning()
        await tx.insert(auditLog).values({
          id: createId('audit'),
          action: 'restore',
          entityType: store.definition.slug as never,
          entityId: id,
          actor: request.actor,
          details: { before, after: restored },
        })
        return { status: 'saved', row: restored as Row, created: false }
      }
      const row = await updateItem(tx as unknown as Database, store, id, values, request.actor, {
        confirmDropped: request.confirmDropped,
        restoredFrom: request.restoredFrom,
      })
      return row ? { status: 'saved', row, created: false } : missing
    })
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'conflict', message: DUPLICATE_MESSAGE }
    if (error instanceof WouldDropFieldsError)
      return { status: 'would-drop', message: error.message, fields: error.fields }
    throw error
  }
}
