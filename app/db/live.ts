import { and, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { previewedItem } from './preview-scope.server'

/**
 * The condition "public now" of a content table (decision 061): not in the
 * trash (decision 062), not a draft,
 * and with no publication time or one the database's clock has reached. Every
 * public read adds it, so a scheduled item goes live by itself at its time,
 * on every app server at once, with no job to run.
 */
export function live(table: {
  id: PgColumn
  status: PgColumn
  publishAt: PgColumn
  deletedAt: PgColumn
}): SQL {
  const now = and(
    isNull(table.deletedAt),
    ne(table.status, 'draft'),
    or(isNull(table.publishAt), lte(table.publishAt, sql`now()`)),
  )!
  // Inside a preview link's request, its one item counts as live too (decision 064).
  const previewed = previewedItem()
  if (!previewed || previewed.table !== (table as unknown)) return now
  return or(now, and(eq(table.id, previewed.id), isNull(table.deletedAt)))!
}
