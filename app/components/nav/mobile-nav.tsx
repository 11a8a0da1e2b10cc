import { Menu, X } from 'lucide-react'
import { type ComponentType, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { ServerRenderedPart } from '~/components/layout/server-rendered-part'
import { LoadFailureBoundary } from '~/components/ui/load-failure-boundary'
import { cn } from '~/utils/cn'
import { importWithRetry, lazyWithRetry } from '~/utils/lazy-with-retry'
import { useHydrated } from '~/utils/use-hydrated'

let ServerPanel: ComponentType | undefined
/**
 * The panel for the server's render, handed over by entry.server.tsx: a
 * static import here would put its code in every page's bundle.
 */
export function provideServerMobilePanel(panel: ComponentType) {
  ServerPanel = panel
}

const loadPanel = () => import('./mobile-panel')
const MobilePanel = lazyWithRetry(loadPanel)
/** A hint (a pointer, a touch, a focus on the toggle): the panel's code is fetched ahead of the press. */
const prefetchPanel = () => void importWithRetry(loadPanel).catch(() => {})

const toggleClass = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')

/**
 * The menu below 768 px: a 'Toggle menu' button opens a panel that closes on
 * every route change. Without JavaScript (and until the script runs) the same
 * panel sits in a native disclosure. A disclosure button needs no library:
 * Radix's Collapsible cost every page 5 kB for `aria-expanded` (decision 074).
 * The panel's code comes when the visitor reaches for the toggle; until it
 * does (and if it cannot be fetched), the disclosure's panel as the server
 * rendered it stands in (decision 144).
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
        <ServerRenderedPart name="mobile-nav-panel">
          {import.meta.env.SSR && ServerPanel && <ServerPanel />}
        </ServerRenderedPart>
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
        onPointerEnter={prefetchPanel}
        onTouchStart={prefetchPanel}
        onFocus={prefetchPanel}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div id={panelId}>
        {open && (
          <LoadFailureBoundary fallback={<ServerRenderedPart name="mobile-nav-panel" />}>
            <Suspense fallback={null}>
              <MobilePanel onNavigate={() => setOpen(false)} />
            </Suspense>
          </LoadFailureBoundary>
        )}
      </div>
    </div>
  )
}
