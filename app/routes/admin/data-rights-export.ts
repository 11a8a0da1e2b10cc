import { redirect } from 'react-router'
import { requireAdmin } from '~/auth/session.server'

// A resource route: its answer to a POST is the file itself; a GET goes to the page.
export { exportAction as action } from '~/privacy/data-rights-actions.server'

export async function loader({ request }: { request: Request }) {
  await requireAdmin(request)
  return redirect('/admin/data-rights')
}
