import { eq, sql } from 'drizzle-orm'
import { contentTypes } from '~/content/registry'
import type { Queryable } from './client.server'
import { appSettings } from './schema'

/**
 * The content version (migration 0001): database triggers bump it in the same
 * transaction as any write to what public pages show, so every app server
 * sees a change exactly when it is committed. A scheduled item changes what
 * is public with no write at all (decision 061): the latest publication time
 * the database's clock has reached, over every content type, is part of the
 * version, so a cached page is re-rendered the moment an item goes live.
 */
export async function readContentVersion(db: Queryable): Promise<string> {
  const row = await readVersionRow(db, { withDue: true })
  return row ? `${row.value}:${row.due ?? ''}` : '0'
}

/**
 * The counter alone, which every content write bumps: one primary-key read,
 * for what only a write can change (a file stops being public).
 */
export async function readContentCounter(db: Queryable): Promise<string> {
  return (await readVersionRow(db, { withDue: false }))?.value ?? '0'
}

/** The counter's row, with the latest publication time reached when asked (it costs a scan per type). */
async function readVersionRow(db: Queryable, { withDue }: { withDue: boolean }) {
  const [row] = await db
    .select({ value: appSettings.value, due: withDue ? latestDue() : sql<null>`null` })
    .from(appSettings)
    .where(eq(appSettings.key, 'content_version'))
  return row
}

/** The latest publication time the database's clock has reached, over every content type (epoch seconds). */
function latestDue() {
  const due = sql.join(
    contentTypes.map(
      ({ table }) =>
        sql`(select max(${table.publishAt}) from ${table} where ${table.publishAt} <= now())`,
    ),
    sql`, `,
  )
  return sql<string | null>`extract(epoch from greatest(${due}))::text`
}
