/**
 * The gate every write passes before its body is read (server/router-handler.ts):
 * who sends it, from the headers alone, and whether that caller is within its
 * limits (decision 085). An anonymous write, or one over its caller's limits,
 * is answered without reading its body, so twelve anonymous 42 MB uploads
 * cost the server a few kB each, not 500 MB.
 */
import { tokenFromAuthorization } from '~/api-tokens/api-tokens.server'
import { db } from '~/db/db.server'
import { getEnv } from '~/utils/env.server'
import { hitRateLimit, refundBudget, spendBudget } from '~/utils/rate-limit.server'
import { getAdminSession } from './session.server'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The login form is how a caller gets a session; logging out needs none. */
const OPEN_ADMIN_WRITES = /^\/admin\/(login|logout)(\.data)?\/?$/i

export const API_WRITE_WINDOW_MS = 60_000
export const UPLOAD_BUDGET_WINDOW_MS = 3_600_000

export type WriteGate =
  /** Not a write that needs a caller (a public form, a read). */
  | { outcome: 'open' }
  /**
   * Needs a caller and has none: its route answers it as it answers anyone
   * without credentials (401, or the login page), with no body to read.
   */
  | { outcome: 'anonymous' }
  /** Over one of its caller's limits: 429. */
  | { outcome: 'limited'; retryAfterSeconds: number; message: string }
  /** Within its limits; `settle` gives back the upload budget a body did not use. */
  | { outcome: 'allowed'; settle: (bytesRead: number) => Promise<void> }

/** Whether a request is a write that needs a signed-in caller, and of which kind. */
export function writeKindOf(method: string, path: string): 'api' | 'admin' | null {
  if (!WRITE_METHODS.has(method.toUpperCase())) return null
  if (/^\/api\//i.test(path)) return 'api'
  if (/^\/admin(\/|\.data$|$)/i.test(path) && !OPEN_ADMIN_WRITES.test(path)) return 'admin'
  return null
}

/**
 * Who writes, as the limits count them: an API token (API writes only, as
 * in app/content/api.server.ts) or a back-office session; null for anyone else.
 */
async function callerOf(request: Request, kind: 'api' | 'admin'): Promise<string | null> {
  const authorization = request.headers.get('Authorization')
  if (kind === 'api' && authorization !== null) {
    const token = await tokenFromAuthorization(db(), authorization)
    return token ? `token:${token.id}` : null
  }
  const session = await getAdminSession(request)
  return session ? `session:${session.tokenHash.slice(0, 16)}` : null
}

/**
 * The gate for one request, from its method, path and headers. `body` is what
 * its route may receive: the bytes it declares (or, undeclared, its route's
 * cap) are taken from the caller's upload budget up front, so parallel
 * uploads cannot overspend it together.
 */
export async function gateWrite(
  request: Request,
  body: { path: string; declaredBytes: number | undefined; capBytes: number; takesFiles: boolean },
): Promise<WriteGate> {
  const kind = writeKindOf(request.method, body.path)
  if (!kind) return { outcome: 'open' }
  const caller = await callerOf(request, kind)
  if (!caller) return { outcome: 'anonymous' }
  const env = getEnv()
  if (kind === 'api') {
    const writes = await hitRateLimit(db(), {
      key: `api-writes:${caller}`,
      limit: env.API_WRITE_LIMIT,
      windowMs: API_WRITE_WINDOW_MS,
    })
    if (!writes.allowed)
      return {
        outcome: 'limited',
        retryAfterSeconds: writes.retryAfterSeconds,
        message: `Too many writes: at most ${env.API_WRITE_LIMIT} a minute per API token or session. Try again in ${writes.retryAfterSeconds} s.`,
      }
  }
  if (!body.takesFiles) return { outcome: 'allowed', settle: async () => {} }
  const budget = {
    key: `upload-bytes:${caller}`,
    limit: env.UPLOAD_MB_PER_HOUR * 1024 * 1024,
    windowMs: UPLOAD_BUDGET_WINDOW_MS,
  }
  const spentAt = new Date()
  const charged = body.declaredBytes ?? body.capBytes
  const spent = await spendBudget(db(), budget, charged, spentAt)
  if (!spent.allowed)
    return {
      outcome: 'limited',
      retryAfterSeconds: spent.retryAfterSeconds,
      message: `Upload budget spent: at most ${env.UPLOAD_MB_PER_HOUR} MB an hour per API token or session. Try again in ${spent.retryAfterSeconds} s.`,
    }
  return {
    outcome: 'allowed',
    settle: (bytesRead) => refundBudget(db(), budget, charged - bytesRead, spentAt),
  }
}
