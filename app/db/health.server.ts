import os from 'node:os'
import { sql } from 'drizzle-orm'
import type { Queryable } from './client.server'
import { healthChecks } from './schema'

/** This process, as its row in health_checks. */
const SERVER_ID = `${os.hostname()}:${process.pid}`

/**
 * What /healthz reports: the database must answer AND accept a durable write.
 * A server whose database can only read (disk full, a read-only replica after
 * a failover) cannot store a visitor's message, so it must leave the rotation.
 */
export async function checkDatabase(db: Queryable, now = new Date()): Promise<void> {
  await db
    .insert(healthChecks)
    .values({ server: SERVER_ID, checkedAt: now })
    .onConflictDoUpdate({
      target: healthChecks.server,
      set: { checkedAt: sql`excluded.checked_at` },
    })
}
