import type { Queryable } from '~/db/client.server'
import { currentHits, hitRateLimit } from '~/utils/rate-limit.server'

/**
 * Failed logins are counted per address and for the whole site, in the
 * database (shared by every app server). Past either limit, every try waits
 * for the window to end, even one with the right password.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000
export const FAILURES_PER_ADDRESS = 5
export const FAILURES_GLOBAL = 50

const keysFor = (ip: string) => ({ address: `login-failures:${ip}`, global: 'login-failures:all' })

export async function loginBlocked(db: Queryable, ip: string, now = new Date()) {
  const keys = keysFor(ip)
  const hits = await currentHits(db, [keys.address, keys.global], LOGIN_WINDOW_MS, now)
  const blocked =
    hits[keys.address]! >= FAILURES_PER_ADDRESS || hits[keys.global]! >= FAILURES_GLOBAL
  const windowEnd = (Math.floor(now.getTime() / LOGIN_WINDOW_MS) + 1) * LOGIN_WINDOW_MS
  return { blocked, retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) }
}

export async function recordLoginFailure(db: Queryable, ip: string, now = new Date()) {
  const keys = keysFor(ip)
  for (const key of [keys.address, keys.global]) {
    await hitRateLimit(db, { key, limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_WINDOW_MS }, now)
  }
}
