import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { DesktopNav } from '~/components/nav/desktop-nav'
import { MobileNav } from '~/components/nav/mobile-nav'
import { LanguageSwitcher } from '~/languages/language-switcher'
import { useScrolled } from '~/components/nav/use-scrolled'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { HeaderErrorBoundary } from './header-error-boundary'
import { LogoLink } from './logo-link'
import { MinimalHeader } from './minimal-header'

/** public-site §9: the header turns to glass once the page is scrolled more than 10 px. */
export const GLASS_SCROLL_PX = 10

/**
 * The fixed site header; a minimal one with the logo only if the bar fails to
 * render in the browser (public-site §2). Not wrapped in Suspense for the
 * server's sake: a boundary there would stream the bar after its fallback,
 * and without JavaScript the fallback would stay.
 */
export function SiteHeader() {
  return (
    <HeaderErrorBoundary fallback={<MinimalHeader />}>
      <NavigationBar />
    </HeaderErrorBoundary>
  )
}

function NavigationBar() {
  const { t } = useTranslation()
  const scrolled = useScrolled(GLASS_SCROLL_PX)
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 motion-reduce:transition-none',
        scrolled
          ? 'border-border/60 bg-background/80 shadow-sm backdrop-blur-md'
          : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
        <LogoLink />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <Link
            to="/contact"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'max-md:hidden')}
          >
            {t('nav.contact')}
          </Link>
          <Link
            to="/contact?demo=true"
            className={cn(buttonVariants({ size: 'sm' }), 'max-md:hidden')}
          >
            {t('nav.bookDemo')}
          </Link>
          <LanguageSwitcher compact />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
