import { and, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * The condition "public now" of a content table (decision 061): not in the
 * trash (decision 062), not a draft,
 * and with no publication time or one the database's clock has reached. Every
 * public read adds it, so a scheduled item goes live by itself at its time,
 * on every app server at once, with no job to run.
 */
export function live(table: { status: PgColumn; publishAt: PgColumn; deletedAt: PgColumn }): SQL {
  return and(
    isNull(table.deletedAt),
    ne(table.status, 'draft'),
    or(isNull(table.publishAt), lte(table.publishAt, sql`now()`)),
  )!
}
