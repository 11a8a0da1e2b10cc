import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { Button } from '~/components/ui/button'
import { Logo } from '~/components/ui/logo'
import { cn } from '~/utils/cn'

const navItems = [
  { to: '/solutions', key: 'nav.solutions' },
  { to: '/platform', key: 'nav.platform' },
  { to: '/about', key: 'nav.company' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/resources', key: 'nav.resources' },
] as const

/** The fixed site header. Dropdowns, the mobile menu and the glass effect come with the public pages. */
export function SiteHeader() {
  const { t } = useTranslation()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('logo.label')}
          className="rounded-md focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo size="small" />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                      isActive && 'text-primary',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/contact">{t('nav.contact')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/contact?demo=true">{t('nav.bookDemo')}</Link>
          </Button>
        </div>
      </div>
    </header>
  )
}
