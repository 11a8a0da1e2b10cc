import { ChevronDown } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useLocalizedTo } from '~/languages/link'
import { Link } from '~/languages/link'
import { cn } from '~/utils/cn'
import { useOnDemand } from '~/utils/use-on-demand'
import type { DesktopNavMenu, MenuArrival } from './desktop-nav-menu'
import { dropdowns, isActivePath, plainLinks } from './nav-items'

export const topItemClass = cn(
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring motion-reduce:transition-none',
  'data-[state=open]:bg-accent data-[state=open]:text-foreground',
  'aria-[current=page]:text-primary',
)

type Loaded = { Menu: typeof DesktopNavMenu; arrival: MenuArrival | null; focusKey: string | null }

/**
 * The desktop bar (≥ 768 px): Solutions and Platform dropdowns, then Company,
 * Pricing, Resources. It is rendered as plain links (the dropdowns' triggers
 * lead to their pages), and the dropdowns' code (Radix, about 11 kB) comes on
 * the first pointer, tap or focus in the bar (decision 074), not with every
 * page. What happened before it arrived carries over: a pointer resting on a
 * trigger opens it 200 ms after it arrived, a tapped trigger opens, and the
 * keyboard's focus stays on the item it was on.
 */
export function DesktopNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedTo()
  const navRef = useRef<HTMLElement>(null)
  // Where the mouse rests, or which trigger a finger tapped, while the code loads.
  const arrival = useRef<MenuArrival | null>(null)
  const lastPointer = useRef<string | null>(null)
  const menu = useOnDemand(
    () => import('./desktop-nav-menu'),
    ({ DesktopNavMenu }): Loaded => {
      const focused = navRef.current?.contains(document.activeElement)
        ? (document.activeElement as HTMLElement).dataset.navKey
        : undefined
      return { Menu: DesktopNavMenu, arrival: arrival.current, focusKey: focused ?? null }
    },
  )
  const loaded = menu.state

  // Listened to here rather than as props: they only fetch code, the links stay links.
  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const preload = menu.prefetch
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && preload()
    const onPointerDown = (event: PointerEvent) => {
      lastPointer.current = event.pointerType
      preload()
    }
    nav.addEventListener('pointerenter', onPointerEnter)
    nav.addEventListener('pointerdown', onPointerDown)
    nav.addEventListener('focusin', preload)
    return () => {
      nav.removeEventListener('pointerenter', onPointerEnter)
      nav.removeEventListener('pointerdown', onPointerDown)
      nav.removeEventListener('focusin', preload)
    }
  })

  if (loaded) return <loaded.Menu arrival={loaded.arrival} focusKey={loaded.focusKey} />

  return (
    <nav ref={navRef} aria-label={t('nav.label')} className="relative hidden md:block">
      <ul className="flex items-center gap-1">
        {dropdowns.map((dropdown) => {
          const active = isActivePath(pathname, dropdown.to)
          return (
            <li key={dropdown.key} className="relative">
              <Link
                to={dropdown.to}
                data-nav-key={dropdown.key}
                className={cn('group', topItemClass)}
                aria-current={active ? 'page' : undefined}
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse')
                    arrival.current = { key: dropdown.key, by: 'pointer', at: performance.now() }
                }}
                onPointerLeave={() => {
                  if (arrival.current?.by === 'pointer') arrival.current = null
                }}
                onClick={(event) => {
                  // A tap on a tablet opens the dropdown, as it will once the code is here;
                  // if the code cannot be fetched, it leads to the page after all.
                  const tapped = lastPointer.current === 'touch' || lastPointer.current === 'pen'
                  lastPointer.current = null
                  if (!tapped || event.button !== 0) return
                  event.preventDefault()
                  arrival.current = { key: dropdown.key, by: 'tap', at: performance.now() }
                  menu.request().catch(() => navigate(localize(dropdown.to)))
                }}
              >
                {t(`nav.${dropdown.key}`)}
                <ChevronDown aria-hidden="true" className="size-4" />
              </Link>
            </li>
          )
        })}
        {plainLinks.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              data-nav-key={link.key}
              className={topItemClass}
              aria-current={isActivePath(pathname, link.to) ? 'page' : undefined}
            >
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
