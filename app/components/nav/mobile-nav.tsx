import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { dropdowns, isActivePath, plainLinks } from './nav-items'
import { SmartLink } from './smart-link'

const toggleClass = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')

/**
 * The menu below 768 px: a 'Toggle menu' button opens a panel that closes on
 * every route change. Without JavaScript (and until the script runs) the same
 * panel sits in a native disclosure. A disclosure button needs no library:
 * Radix's Collapsible cost every page 5 kB for `aria-expanded` (decision 074).
 */
export function MobileNav() {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  // Open for the location it was opened at: every navigation (path, query or
  // hash) makes a new location, which closes the menu.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.key
  const setOpen = (next: boolean) => setOpenAt(next ? location.key : null)
  const panelId = useId()

  if (!hydrated) {
    return (
      <details className="group md:hidden">
        <summary
          className={cn(toggleClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
        >
          <Menu aria-hidden="true" className="group-open:hidden" />
          <X aria-hidden="true" className="hidden group-open:block" />
          <span className="sr-only">{t('nav.toggleMenu')}</span>
        </summary>
        <MobilePanel />
      </details>
    )
  }
  return (
    <div className="md:hidden">
      <button
        type="button"
        className={toggleClass}
        aria-label={t('nav.toggleMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div id={panelId}>{open && <MobilePanel onNavigate={() => setOpen(false)} />}</div>
    </div>
  )
}

function MobilePanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const itemClass =
    'block rounded-md px-3 py-2 text-base font-medium hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:text-primary'
  const subClass =
    'block rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none'
  return (
    <nav
      aria-label={t('nav.mobileLabel')}
      className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b bg-background px-4 pb-6 shadow-lg"
    >
      <ul className="space-y-1 pt-2">
        {dropdowns.map((dropdown) => (
          <li key={dropdown.key}>
            <Link
              to={dropdown.to}
              className={itemClass}
              aria-current={isActivePath(pathname, dropdown.to) ? 'page' : undefined}
            >
              {t(`nav.${dropdown.key}`)}
            </Link>
            <ul className="ml-3 border-l pl-2">
              {dropdown.entries.map((entry) => (
                <li key={entry.key}>
                  <SmartLink to={entry.to} className={subClass} onClick={onNavigate}>
                    {t(`nav.menu.${dropdown.group}.${entry.key}.title`)}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
        {plainLinks.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className={itemClass}
              aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}
            >
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-2">
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          {t('nav.contact')}
        </Link>
        <Link to="/contact?demo=true" className={buttonVariants()}>
          {t('nav.bookADemo')}
        </Link>
      </div>
    </nav>
  )
}
