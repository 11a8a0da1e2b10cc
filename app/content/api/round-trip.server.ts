/**
 * The round trip of the content API (decision 095): what `GET` answers can be
 * sent back with `PUT`, or changed in part with `PATCH` (JSON merge patch,
 * RFC 7396). The fields the server keeps (every column the form does not
 * write: id, timestamps, a category's slug, a resource's `featured` and
 * `publishedDate`) are ignored when sent unchanged and refused when changed.
 */
import { getTableColumns } from 'drizzle-orm'
import { writableFields, type Row } from '../collection'
import type { CollectionStore } from '../collection.server'
import { invalid } from './http.server'

/** The columns of a type that only the server writes. */
export function serverKeptFields(store: CollectionStore): string[] {
  const writable = new Set(writableFields(store.definition))
  return Object.keys(getTableColumns(store.definition.table)).filter((key) => !writable.has(key))
}

/** A row as the API answers it (dates as ISO text). */
const asSent = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown

export const SERVER_KEPT_MESSAGE = 'Kept by the server: send it unchanged or leave it out'

/**
 * The body without the server's fields; a server field sent with another
 * value than the stored one (or on a create) is refused.
 */
export function withoutServerFields(store: CollectionStore, body: unknown, current: Row | null) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const kept = new Set(serverKeptFields(store))
  const errors: Record<string, string[]> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (!kept.has(key)) rest[key] = value
    // The time of the last save moves with every save: a stale copy is If-Match's to catch.
    else if (key === 'updatedAt') continue
    else if (!current || JSON.stringify(asSent(current[key])) !== JSON.stringify(value))
      errors[key] = [SERVER_KEPT_MESSAGE]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return rest
}

/** RFC 7396: the patch's members replace the target's, `null` removes one. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch
  const result: Record<string, unknown> =
    typeof target === 'object' && target !== null && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {}
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key]
    else result[key] = mergePatch(result[key], value)
  }
  return result
}

/** The stored item as a GET shows it, for a merge patch to apply to. */
export const representationOf = (row: Row) => asSent(row) as Record<string, unknown>
