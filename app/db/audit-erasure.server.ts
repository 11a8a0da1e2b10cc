/**
 * Erasing personal data from the audit log. The log keeps whole rows (a save's
 * before and after, which are also an item's versions: decision 063), so what
 * is erased from a table would live on there. An entry keeps that something
 * happened, when and by whom; only the personal values become `[erased]`.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { auditLog } from '~/db/schema'

export const ERASED = '[erased]'

type Json = Record<string, unknown>
// Plain objects only: a Date (a row's timestamps) is a value, not a record to walk.
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * `details` with `fields` erased in every object it holds, at any depth
 * (`before`, `after`, a purge's row). Only fields that hold a value change.
 */
export function withoutFields(details: Json, fields: ReadonlySet<string>): Json {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!isObject(value)) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        fields.has(key) && inner !== null && inner !== undefined && inner !== ''
          ? ERASED
          : walk(inner),
      ]),
    )
  }
  return walk(details) as Json
}

/**
 * Rewrites the details of the audit entries `where` selects with `erase`;
 * returns how many changed. Entries are few per item or person, so each is
 * read and written back whole.
 */
export async function eraseFromAudit(
  db: Queryable,
  where: SQL,
  erase: (details: Json) => Json,
): Promise<number> {
  const entries = await db
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(where)
  let changed = 0
  for (const entry of entries) {
    if (!entry.details) continue
    const details = erase(entry.details)
    if (JSON.stringify(details) === JSON.stringify(entry.details)) continue
    await db
      .update(auditLog)
      .set({ details })
      .where(sql`${auditLog.id} = ${entry.id}`)
    changed++
  }
  return changed
}

/**
 * `details` without the address `email` (whole, whatever its case): each value
 * equal to it is erased, and so are the `sameRecord` fields (a name, a message)
 * of any object holding it, since that object is a record about the same person.
 */
export function withoutAddress(
  details: Json,
  email: string,
  sameRecord: ReadonlySet<string>,
): Json {
  const isAddress = (value: unknown) =>
    typeof value === 'string' && value.trim().toLowerCase() === email
  const walk = (value: unknown): unknown => {
    if (isAddress(value)) return ERASED
    if (Array.isArray(value)) return value.map(walk)
    if (!isObject(value)) return value
    const aboutThePerson = Object.values(value).some(isAddress)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        aboutThePerson && sameRecord.has(key) && typeof inner === 'string' && inner !== ''
          ? ERASED
          : walk(inner),
      ]),
    )
  }
  return walk(details) as Json
}
