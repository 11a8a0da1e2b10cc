/**
 * The mobile menu's panel once the page is hydrated, loaded when the visitor
 * first reaches for the Toggle menu button (decision 144): most visits, and
 * every visit on a wide screen, never open it.
 */
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { Link } from '~/languages/link'
import { dropdowns, isActivePath, plainLinks } from './nav-items'
import { SmartLink } from './smart-link'
import 'virtual:copy/nav-panels'

export default function MobilePanel({ onNavigate }: { onNavigate?: () => void }) {
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
