/**
 * Back-office sessions: a random token in an HttpOnly cookie, only its
 * sha256 in the database. A session ends after 2 hours without a request or
 * 12 hours after login, whichever comes first, and at logout.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import { createCookie, data, redirect } from 'react-router'
import { db } from '~/db/db.server'
import { adminSessions } from '~/db/schema'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/http.server'
import { isSitePath } from '~/utils/site-path'
import { getSessionSecret } from './session-secret.server'

export const SESSION_IDLE_MS = 2 * 60 * 60_000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000
const TOUCH_EVERY_MS = 60_000

function sessionCookie() {
  const https = getEnv().publicOrigin.startsWith('https:')
  // __Host- binds the cookie to this exact origin, over HTTPS only.
  return createCookie(https ? '__Host-alakin_session' : 'alakin_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: https,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    secrets: [getSessionSecret()],
  })
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AdminSession {
  tokenHash: string
  /** Goes in every back-office form; checked on every write. */
  csrfToken: string
}

function csrfTokenFor(tokenHash: string) {
  return createHmac('sha256', getSessionSecret()).update(`csrf:${tokenHash}`).digest('base64url')
}

/** Starts a new session (ending the one the request carried, if any); returns its Set-Cookie. */
export async function createAdminSession(request: Request, now = new Date()): Promise<string> {
  await endSession(request)
  const token = randomBytes(32).toString('base64url')
  await db()
    .insert(adminSessions)
    .values({
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      userAgent: request.headers.get('User-Agent')?.slice(0, 300) ?? null,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
  // Sweep sessions that can no longer be used.
  await db().delete(adminSessions).where(lt(adminSessions.expiresAt, now))
  return sessionCookie().serialize(token)
}

export async function getAdminSession(
  request: Request,
  now = new Date(),
): Promise<AdminSession | null> {
  const token: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  if (typeof token !== 'string' || !token) return null
  const tokenHash = hashToken(token)
  const [row] = await db()
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, tokenHash))
  if (!row) return null
  const idleSince = now.getTime() - row.lastSeenAt.getTime()
  if (row.expiresAt <= now || idleSince > SESSION_IDLE_MS) {
    await db().delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash))
    return null
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db()
      .update(adminSessions)
      .set({ lastSeenAt: now })
      .where(eq(adminSessions.tokenHash, tokenHash))
  }
  return { tokenHash, csrfToken: csrfTokenFor(tokenHash) }
}

/** Deletes the request's session on the server; returns the Set-Cookie that clears it. */
export async function endSession(request: Request): Promise<string> {
  const token: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  if (typeof token === 'string' && token) {
    await db()
      .delete(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)))
  }
  return sessionCookie().serialize('', { maxAge: 0 })
}

/**
 * A path inside the back office to return to after login; anything else
 * becomes /admin.
 */
export function safeAdminPath(value: string | null | undefined): string {
  return isSitePath(value) && /^\/admin(\/|$|\?)/.test(value) ? value : '/admin'
}

/** For back-office loaders: the session, or a redirect to the login page that comes back here. */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const session = await getAdminSession(request)
  if (session) return session
  // Back to the page itself, also when a `.data` request (client navigation) asked.
  const url = new URL(request.url)
  url.pathname = url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/**
 * Refuses a state-changing request from another site: the Origin (or, when
 * absent, the Referer) must be this site's own.
 */
export function assertSameOrigin(request: Request): void {
  const own = new URL(request.url).origin
  const allowed = new Set([own, getEnv().publicOrigin])
  const source = request.headers.get('Origin') ?? request.headers.get('Referer')
  let origin: string | undefined
  try {
    origin = source ? new URL(source).origin : undefined
  } catch {
    origin = undefined
  }
  if (!origin || !allowed.has(origin)) {
    throw data({ message: 'Cross-site request refused' }, { status: 403 })
  }
}

/**
 * For back-office actions: same origin, a live session, and the session's
 * CSRF token in the form. Returns the session and the form's fields.
 */
export async function requireAdminWrite(
  request: Request,
): Promise<AdminSession & { formData: FormData }> {
  assertSameOrigin(request)
  const session = await requireAdmin(request)
  const formData = await readFormData(request)
  const given = Buffer.from(String(formData.get('csrf') ?? ''))
  const expected = Buffer.from(session.csrfToken)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw data({ message: 'Invalid form token. Reload the page and try again.' }, { status: 403 })
  }
  return { ...session, formData }
}
