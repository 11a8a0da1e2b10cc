/**
 * Login throttling (decision 032). Every attempt takes a slot before the
 * password is checked, in one atomic database upsert shared by all app
 * servers, so parallel requests can never check more passwords than the limit.
 *
 * - A browser the administrator has logged in with before carries a signed
 *   "known device" cookie. Its attempts are counted for that device only: an
 *   attacker, who cannot forge the cookie, cannot lock the administrator out.
 * - Attempts without it are counted per address (5 in 15 minutes) and for the
 *   whole site (50 in 15 minutes), which keeps guessing infeasible however
 *   many addresses an attacker has.
 * - A successful login frees the slots its address or device used.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { createCookie } from 'react-router'
import type { Queryable } from '~/db/client.server'
import { rateLimits } from '~/db/schema'
import { getEnv } from '~/utils/env.server'
import { hitRateLimit } from '~/utils/rate-limit.server'
import { getSessionSecret } from './session-secret.server'

export const LOGIN_WINDOW_MS = 15 * 60_000
export const ATTEMPTS_PER_ADDRESS = 5
export const ATTEMPTS_PER_DEVICE = 5
export const ATTEMPTS_UNKNOWN_DEVICES = 50
const DEVICE_COOKIE_DAYS = 365

function deviceCookie() {
  const https = getEnv().publicOrigin.startsWith('https:')
  return createCookie(https ? '__Secure-alakin_device' : 'alakin_device', {
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    // Sent to the back office only, so public pages stay anonymous (and cacheable).
    path: '/admin',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  })
}

const signDevice = (id: string) =>
  createHmac('sha256', getSessionSecret()).update(`device:${id}`).digest('base64url')

/** The known device the request comes from, if its cookie carries a valid signature. */
export async function knownDevice(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get('Cookie'))
  if (typeof value !== 'string') return null
  const [id, signature] = value.split('.')
  if (!id || !signature) return null
  const expected = Buffer.from(signDevice(id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/** The Set-Cookie that marks this browser as one the administrator uses. */
export async function rememberDevice(existing: string | null): Promise<string> {
  const id = existing ?? randomBytes(16).toString('base64url')
  return deviceCookie().serialize(`${id}.${signDevice(id)}`)
}

const keysFor = (ip: string, device: string | null) =>
  device ? [`login:device:${device}`] : [`login:address:${ip}`, 'login:unknown-devices']

const limitOf = (key: string) =>
  key.startsWith('login:device:')
    ? ATTEMPTS_PER_DEVICE
    : key.startsWith('login:address:')
      ? ATTEMPTS_PER_ADDRESS
      : ATTEMPTS_UNKNOWN_DEVICES

/**
 * Takes one attempt's slot (atomically) and says whether the password may be
 * checked. A refused attempt is not checked at all, even if it was right.
 */
export async function takeLoginAttempt(
  db: Queryable,
  attempt: { ip: string; device: string | null },
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  let hit = { allowed: true, retryAfterSeconds: 0 }
  // The site-wide count only takes attempts their own address would allow.
  for (const key of keysFor(attempt.ip, attempt.device)) {
    hit = await hitRateLimit(db, { key, limit: limitOf(key), windowMs: LOGIN_WINDOW_MS }, now)
    if (!hit.allowed) break
  }
  return hit
}

/** After a successful login: the address's or device's slots are free again. */
export async function clearLoginAttempts(
  db: Queryable,
  attempt: { ip: string; device: string | null },
  now = new Date(),
): Promise<void> {
  const [key] = keysFor(attempt.ip, attempt.device)
  const windowStart = new Date(Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS)
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key!), eq(rateLimits.windowStart, windowStart)))
}
