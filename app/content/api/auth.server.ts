/** Who calls the content API: a personal API token, an admin session, or anyone (reads). */
import {
  recordApiTokenRead,
  recordApiTokenUse,
  tokenFromAuthorization,
  type ApiTokenCaller,
} from '~/api-tokens/api-tokens.server'
import { assertSameOrigin, getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { ApiError, handle } from './http.server'

const invalidToken = () =>
  new ApiError(
    401,
    'Invalid or revoked API token',
    {},
    { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  )

/**
 * Whether a read comes from staff: a valid API token (its read counted), or a
 * session. A bad token is refused.
 */
export async function isStaff(request: Request): Promise<boolean> {
  const authorization = request.headers.get('Authorization')
  if (authorization !== null) {
    const token = await tokenFromAuthorization(db(), authorization)
    if (!token) throw invalidToken()
    await recordApiTokenRead(db(), token)
    return true
  }
  return Boolean(await getAdminSession(request))
}

/** Who writes: a personal API token (no origin check: browsers never send one unasked) or a session. */
async function authenticate(request: Request): Promise<{ actor: string; token?: ApiTokenCaller }> {
  const authorization = request.headers.get('Authorization')
  if (authorization !== null) {
    const token = await tokenFromAuthorization(db(), authorization)
    if (!token) throw invalidToken()
    return { actor: token.id, token }
  }
  // Without a session, say so first: a script without a token learns what it lacks.
  const session = await getAdminSession(request)
  if (!session)
    throw new ApiError(401, 'Authentication required', {}, { 'WWW-Authenticate': 'Bearer' })
  try {
    assertSameOrigin(request)
  } catch {
    throw new ApiError(403, 'Cross-site request refused')
  }
  return { actor: session.tokenHash.slice(0, 12) }
}

/**
 * Runs a write for an authenticated caller; a token's every use (whatever
 * the answer) moves its last use and is audited.
 */
export async function authenticatedWrite(
  request: Request,
  work: (actor: string, token?: ApiTokenCaller) => Promise<Response>,
): Promise<Response> {
  let token: ApiTokenCaller | undefined
  let status = 500
  try {
    const response = await handle(async () => {
      const caller = await authenticate(request)
      token = caller.token
      return work(caller.actor, caller.token)
    })
    status = response.status
    return response
  } finally {
    if (token)
      await recordApiTokenUse(db(), token, {
        method: request.method,
        path: new URL(request.url).pathname,
        status,
      })
  }
}
