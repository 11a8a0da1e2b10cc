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
  const windowStart = windowStartOf(rule.windowMs, now)
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

/**
 * Spends `amount` of a budget (e.g. upload bytes in an hour) in one atomic
 * upsert, only if the window's total stays within the limit: a refused
 * request spends nothing, so the counter never grows past the limit.
 */
export async function spendBudget(
  db: Queryable,
  rule: RateLimitRule,
  amount: number,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = windowStartOf(rule.windowMs, now)
  const retryAfterSeconds = Math.ceil(
    (windowStart.getTime() + rule.windowMs - now.getTime()) / 1000,
  )
  if (amount > rule.limit) return { allowed: false, retryAfterSeconds }
  const rows = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, hits: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + ${amount}` },
      setWhere: sql`${rateLimits.hits} + ${amount} <= ${rule.limit}`,
    })
    .returning({ hits: rateLimits.hits })
  return { allowed: rows.length > 0, retryAfterSeconds }
}

/** Gives back part of what spendBudget took at `spentAt` (the request used less than it declared). */
export async function refundBudget(
  db: Queryable,
  rule: RateLimitRule,
  amount: number,
  spentAt: Date,
): Promise<void> {
  if (amount <= 0) return
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - ${amount}, 0)` })
    .where(
      and(
        eq(rateLimits.key, rule.key),
        eq(rateLimits.windowStart, windowStartOf(rule.windowMs, spentAt)),
      ),
    )
}

const windowStartOf = (windowMs: number, now: Date) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs)

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
  const windowStart = windowStartOf(windowMs, now)
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, windowStart)))
  return Object.fromEntries(
    keys.map((key) => [key, rows.find((row) => row.key === key)?.hits ?? 0]),
  )
}
