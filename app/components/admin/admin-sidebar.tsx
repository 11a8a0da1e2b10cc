import {
  Database,
  History,
  Images,
  KeyRound,
  Languages,
  LayoutDashboard,
  LogOut,
  Mail,
  ShieldCheck,
  Signpost,
  Trash2,
  Type,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useLocation } from 'react-router'
import { AdminNavDrawer } from '~/components/admin/admin-nav-drawer'
import { Logo } from '~/components/ui/logo'
import { contentTypes } from '~/content/registry'
import { cn } from '~/utils/cn'

/** A link of the sidebar, and the log-out button that ends the list like one. */
const itemClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none'

const links = [
  { to: '/admin', key: 'admin.nav.dashboard', icon: LayoutDashboard },
  // Every content type of the registry, in its order.
  ...contentTypes.map((type) => ({
    to: `/admin/${type.slug}`,
    key: type.nav.label,
    icon: type.nav.icon,
  })),
  { to: '/admin/trash', key: 'admin.trash.nav', icon: Trash2 },
  { to: '/admin/redirects', key: 'admin.redirects.nav', icon: Signpost },
  { to: '/admin/media', key: 'admin.media.nav', icon: Images },
  { to: '/admin/database', key: 'admin.nav.database', icon: Database },
  { to: '/admin/translations', key: 'admin.nav.translations', icon: Languages },
  { to: '/admin/site-copy', key: 'admin.siteCopy.nav', icon: Type },
  { to: '/admin/data-rights', key: 'admin.nav.dataRights', icon: ShieldCheck },
  { to: '/admin/outbox', key: 'admin.outbox.nav', icon: Mail },
  { to: '/admin/audit', key: 'admin.nav.audit', icon: History },
  { to: '/admin/api-tokens', key: 'admin.nav.apiTokens', icon: KeyRound },
]

/** back-office §2: a link is active when its path equals or prefixes the current one; Dashboard only on an exact match. */
export function isActiveAdminLink(to: string, pathname: string) {
  if (to === '/admin') return pathname === '/admin' || pathname === '/admin/'
  return pathname === to || pathname.startsWith(`${to}/`)
}

/**
 * The back office's navigation: a column beside the page from 768 px, and on a
 * phone a Menu button that opens it in a drawer, so the page starts at the top
 * of the screen rather than under fourteen links.
 */
export function AdminSidebar({ csrfToken }: { csrfToken: string }) {
  return (
    <aside className="border-b bg-muted md:min-h-screen md:w-64 md:shrink-0 md:border-r md:border-b-0">
      <div className="flex items-center justify-between gap-4 p-4">
        <Link
          to="/admin"
          className="rounded-md focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo size="small" />
        </Link>
        <AdminNavDrawer>
          <AdminNav csrfToken={csrfToken} />
        </AdminNavDrawer>
      </div>
      <div className="hidden md:block">
        <AdminNav csrfToken={csrfToken} />
      </div>
    </aside>
  )
}

/** The links of every back-office page, and the log-out button that ends the list like one. */
export function AdminNav({ csrfToken }: { csrfToken: string }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <nav aria-label={t('admin.nav.label')} className="px-2 pb-4">
      <ul className="flex flex-col gap-1">
        {links.map(({ to, key, icon: Icon }) => {
          const active = isActiveAdminLink(to, pathname)
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  itemClass,
                  active
                    ? 'bg-primary text-primary-foreground hover:bg-primary'
                    : 'text-foreground hover:bg-background',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(key)}
              </Link>
            </li>
          )
        })}
        <li>
          <Form method="post" action="/admin/logout">
            <input type="hidden" name="csrf" value={csrfToken} />
            <button
              type="submit"
              className={cn(itemClass, 'w-full text-foreground hover:bg-background')}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('admin.logout.label')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  )
}
