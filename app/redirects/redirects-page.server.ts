/** The loader and action of /admin/redirects (decision 065): list, add, change, delete. */
import { parseWithZod } from '@conform-to/zod/v4'
import { format } from 'date-fns'
import { data } from 'react-router'
import { requireAdmin, requireAdminWrite } from '~/auth/session.server'
import { isUniqueViolation } from '~/content/collection.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import { redirectSchema } from './redirects'
import {
  deleteRedirect,
  getRedirect,
  listRedirects,
  REDIRECT_TAKEN,
  RedirectError,
  saveRedirect,
} from './redirects.server'

const PAGE = '/admin/redirects'
const t = (key: string) => i18n.t(`admin.redirects.${key}`)

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const editId = url.searchParams.get('edit')
  const [rows, editing] = await Promise.all([
    listRedirects(db()),
    editId ? getRedirect(db(), editId) : null,
  ])
  return {
    rows: rows.map((row) => ({ ...row, updatedAt: format(row.updatedAt, 'MMM dd, yyyy HH:mm') })),
    editing,
    confirming: url.searchParams.get('confirm'),
  }
}

export async function action({ request }: { request: Request }) {
  const session = await requireAdminWrite(request)
  const { formData } = session
  const actor = session.tokenHash.slice(0, 12)
  const id = String(formData.get('id') ?? '') || undefined
  // The delete button of a row sends only its id.
  if (!formData.has('from')) {
    const deleted = id ? await deleteRedirect(db(), id, actor) : false
    return redirectWithToast(PAGE, {
      type: deleted ? 'success' : 'error',
      title: t(deleted ? 'deleted' : 'notFound'),
    })
  }
  const submission = parseWithZod(formData, { schema: redirectSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const saved = await saveRedirect(db(), submission.value, actor, id)
    if (!saved) return redirectWithToast(PAGE, { type: 'error', title: t('notFound') })
  } catch (error) {
    const refusal =
      error instanceof RedirectError
        ? { [error.field]: [error.message] }
        : isUniqueViolation(error)
          ? { from: [REDIRECT_TAKEN] }
          : null
    if (!refusal) throw error
    return data({ result: submission.reply({ fieldErrors: refusal }) }, { status: 400 })
  }
  return redirectWithToast(PAGE, { type: 'success', title: t(id ? 'updatedToast' : 'created') })
}
