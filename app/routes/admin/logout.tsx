import { endSession, requireAdminWrite } from '~/auth/session.server'
import { i18n } from '~/i18n'
import { redirectWithToast } from '~/utils/toast.server'
import type { Route } from './+types/logout'

/**
 * POST /admin/logout: ends the session on the server, then back to the login page.
 * `Clear-Site-Data: "storage"` also drops what this browser kept for the site: the
 * admin forms' drafts (form-draft.ts) must not wait there for the next person at a
 * shared computer. Cookies are left alone (the visitor's consent choice stays).
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminWrite(request)
  const clear = await endSession(request)
  return redirectWithToast(
    '/admin/login',
    {
      type: 'success',
      title: i18n.t('admin.logout.title'),
      description: i18n.t('admin.logout.body'),
    },
    { headers: { 'Set-Cookie': clear, 'Clear-Site-Data': '"storage"' } },
  )
}
