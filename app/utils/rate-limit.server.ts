import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

export interface RateLimitRule {
  /** What is counted, e.g. `contact:203.0.113.7`. */
  key: string
  limit: number
  windowMs: number
}

/**
 * Counts one hit in a fixed window and says whether it is within the limit.
 * The counter lives in the database (one atomic upsert), so every app server
 * shares it.
 */
export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits })
  const retryAfterSeconds = Math.ceil(
    (windowStart.getTime() + rule.windowMs - now.getTime()) / 1000,
  )
  return { allowed: row!.hits <= rule.limit, retryAfterSeconds }
}

/** Deletes counters of windows that started more than a day ago (run periodically). */
export async function sweepRateLimits(db: Queryable, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)))
}

/** The hits counted so far in the current window of each key, without adding one. */
export async function currentHits(
  db: Queryable,
  keys: string[],
  windowMs: number,
  now = new Date(),
): Promise<Record<string, number>> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, windowStart)))
  return Object.fromEntries(
    keys.map((key) => [key, rows.find((row) => row.key === key)?.hits ?? 0]),
  )
}
