import { data, type RouterContextProvider } from 'react-router'
import { db } from '~/db/db.server'
import { isStorageUnavailable } from '~/db/storage-errors.server'
import { auditLog } from '~/db/schema'
import { i18n } from '~/i18n'
import { createId } from '~/utils/ids'
import { readFormData } from '~/utils/http.server'
import { logger } from '~/utils/logger.server'
import { clientIpContext } from '~/utils/request-context'
import { redirectWithToast } from '~/utils/toast.server'
import { verifyAdminPassword } from './admin-password.server'
import {
  clearLoginAttempts,
  knownDevice,
  rememberDevice,
  takeLoginAttempt,
} from './login-throttle.server'
import { assertSameOrigin, createAdminSession, safeAdminPath } from './session.server'

/** POST /admin/login: throttle, check the password on the server, start a fresh session. */
export async function loginAction({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  assertSameOrigin(request)
  const formData = await readFormData(request)
  const password = String(formData.get('password') ?? '')
  const redirectTo = safeAdminPath(String(formData.get('redirectTo') ?? ''))
  const attempt = { ip: context.get(clientIpContext), device: await knownDevice(request) }
  try {
    return await logIn(request, password, redirectTo, attempt)
  } catch (error) {
    // Every login writes (the throttle, the session): on a full disk or a read-only
    // database it cannot succeed, and the form says why instead of an error page.
    if (!isStorageUnavailable(error)) throw error
    // The error is not logged whole: its query parameters name the visitor's address.
    logger.error('admin login refused: the database cannot store a write')
    return data(
      { error: i18n.t('admin.login.storageUnavailable'), throttled: false },
      { status: 503 },
    )
  }
}

async function logIn(
  request: Request,
  password: string,
  redirectTo: string,
  attempt: { ip: string; device: string | null },
) {
  const ip = attempt.ip
  const throttle = await takeLoginAttempt(db(), attempt)
  if (!throttle.allowed) {
    const minutes = Math.ceil(throttle.retryAfterSeconds / 60)
    return data(
      { error: i18n.t('admin.login.throttled', { count: minutes }), throttled: true },
      { status: 429, headers: { 'Retry-After': String(throttle.retryAfterSeconds) } },
    )
  }
  if (!password || !(await verifyAdminPassword(password))) {
    logger.warn({ ip }, 'admin login failed')
    return data({ error: i18n.t('admin.login.invalidPassword'), throttled: false }, { status: 401 })
  }

  await clearLoginAttempts(db(), attempt)
  const setCookie = await createAdminSession(request)
  await db()
    .insert(auditLog)
    .values({ id: createId('audit'), action: 'login', entityType: 'session' })
  logger.info({ ip }, 'admin login')
  return redirectWithToast(
    redirectTo,
    {
      type: 'success',
      title: i18n.t('admin.login.successTitle'),
      description: i18n.t('admin.login.successBody'),
    },
    {
      headers: [
        ['Set-Cookie', setCookie],
        ['Set-Cookie', await rememberDevice(attempt.device)],
      ],
    },
  )
}
