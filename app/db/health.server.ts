import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { count, sql } from 'drizzle-orm'
import type { Queryable } from './client.server'
import { healthChecks, healthProbes } from './schema'

/** This process, as its row in health_checks. */
const SERVER_ID = `${os.hostname()}:${process.pid}`

/**
 * More than one 8 kB page of random (so incompressible) bytes: stored apart
 * in the table's TOAST relation, they cannot all fit in what is left of its
 * last page, so every probe makes the database allocate a new page on disk.
 */
const PROBE_BYTES = 8 * 1024 + 512
/** Rows kept before the probe empties its table: about 850 kB at most. */
const PROBES_KEPT = 100

/**
 * What /healthz reports: the database must answer AND accept a durable write
 * that needs new space. A server whose database can only read (disk full, a
 * read-only replica after a failover) cannot store a visitor's message, so it
 * must leave the rotation. TRUNCATE rather than DELETE: deleted rows leave free
 * space in existing pages, which the next probes would reuse without
 * allocating anything, and a full disk would go unnoticed again.
 */
export async function checkDatabase(db: Queryable, now = new Date()): Promise<void> {
  await db
    .insert(healthChecks)
    .values({ server: SERVER_ID, checkedAt: now })
    .onConflictDoUpdate({
      target: healthChecks.server,
      set: { checkedAt: sql`excluded.checked_at` },
    })
  await db.insert(healthProbes).values({ checkedAt: now, padding: randomBytes(PROBE_BYTES) })
  const [kept] = await db.select({ rows: count() }).from(healthProbes)
  if (kept!.rows >= PROBES_KEPT) await db.execute(sql`truncate ${healthProbes}`)
}
