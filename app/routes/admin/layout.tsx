import { Outlet } from 'react-router'
import { requireAdmin } from '~/auth/session.server'
import { getEnv } from '~/utils/env.server'
import { AdminSidebar } from '~/components/admin/admin-sidebar'
import { ErrorPage } from '~/components/layout/error-page'
import 'virtual:copy/admin'
import type { Route } from './+types/layout'

/**
 * Every back-office page sits under this layout. Its middleware runs before
 * any loader or action below it, for whatever URL form reaches them (a page,
 * or a `.data` request naming only some routes' loaders), and refuses a
 * request without a session.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireAdmin(request)
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdmin(request)
  return { csrfToken: session.csrfToken, timeZone: getEnv().SITE_TIME_ZONE }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <AdminSidebar csrfToken={loaderData.csrfToken} />
      {/* min-w-0: a wide table scrolls in its own box, never the page. */}
      <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        <Outlet />
      </main>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
      <ErrorPage error={error} />
    </main>
  )
}
