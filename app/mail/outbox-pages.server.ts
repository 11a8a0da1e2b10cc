/** Loaders and the retry action of the back office's outbox pages (/admin/outbox…). */
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import { redirectWithToast } from '~/utils/toast.server'
import { kickMailer } from './mailer.server'
import {
  getOutboxEmail,
  isRetryable,
  listOutboxPage,
  retryEmail,
  shownStatus,
} from './outbox-admin.server'

const LIST = '/admin/outbox'
const t = (key: string) => i18n.t(`admin.outbox.${key}`)

export async function outboxListLoader({ request }: { request: Request }) {
  await requireAdmin(request)
  const page = await listOutboxPage(db(), { page: new URL(request.url).searchParams.get('page') })
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      status: shownStatus(row),
      retryable: isRetryable(row),
    })),
  }
}

export async function outboxEmailLoader({
  request,
  params,
}: {
  request: Request
  params: { id: string }
}) {
  await requireAdmin(request)
  const email = await getOutboxEmail(db(), params.id)
  if (!email) throw await redirectWithToast(LIST, { type: 'error', title: t('notFound') })
  const { htmlBody: _html, ...shown } = email
  return { email: { ...shown, status: shownStatus(email), retryable: isRetryable(email) } }
}

/** The list page a retry came from (its ?page=), or the e-mail's own page. */
function retryReturn(request: Request, params: { id?: string }) {
  if (params.id) return `${LIST}/${encodeURIComponent(params.id)}`
  const page = Number(new URL(request.url).searchParams.get('page'))
  return Number.isInteger(page) && page > 1 ? `${LIST}?page=${page}` : LIST
}

/** Retry: the form's id made due now, then back to the page it came from, with a toast. */
export async function retryAction({
  request,
  params,
}: {
  request: Request
  params: { id?: string }
}) {
  const { formData } = await requireAdminWrite(request)
  const back = retryReturn(request, params)
  const result = await retryEmail(db(), String(formData.get('id') ?? ''))
  if (result === 'not-found')
    return redirectWithToast(LIST, { type: 'error', title: t('notFound') })
  if (result === 'not-retryable')
    return redirectWithToast(back, {
      type: 'error',
      title: i18n.t('admin.common.errorTitle'),
      description: t('retryRefused'),
    })
  kickMailer()
  return redirectWithToast(back, {
    type: 'success',
    title: t('retriedTitle'),
    description: t(getEnv().SMTP_URL ? 'retriedBody' : 'retriedNoSmtp'),
  })
}
