import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Link } from '~/languages/link'
import { cn } from '~/utils/cn'
import { topItemClass } from './desktop-nav'
import { DropdownPanel } from './dropdown-panel'
import { dropdowns, isActivePath, plainLinks } from './nav-items'

/** public-site §4 and §9: open after 200 ms of hover, skip delay 300 ms (close: Radix's 150 ms). */
export const NAV_DELAY_MS = 200
export const NAV_SKIP_DELAY_MS = 300

/** What the visitor did in the bar before this code arrived (see DesktopNav). */
export type MenuArrival = { key: string; by: 'pointer' | 'tap'; at: number }

/**
 * The desktop bar with its dropdowns (Radix NavigationMenu), loaded by
 * DesktopNav on the first pointer, tap or focus. It takes over from the plain
 * links where the visitor left them: `arrival` opens a dropdown (a tap at once,
 * a resting pointer 200 ms after it arrived), `focusKey` is the item the
 * keyboard's focus was on.
 */
export function DesktopNavMenu({
  arrival,
  focusKey,
}: {
  arrival: MenuArrival | null
  focusKey: string | null
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [value, setValue] = useState(arrival?.by === 'tap' ? arrival.key : '')
  const rootRef = useRef<HTMLElement>(null)
  const arrivalTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useLayoutEffect(() => {
    if (focusKey)
      rootRef.current?.querySelector<HTMLElement>(`[data-nav-key="${focusKey}"]`)?.focus()
  }, [focusKey])

  // Radix opens on the pointer's next move; a pointer resting still must open too.
  useEffect(() => {
    if (arrival?.by !== 'pointer') return
    const wait = Math.max(0, NAV_DELAY_MS - (performance.now() - arrival.at))
    arrivalTimer.current = setTimeout(() => setValue((open) => open || arrival.key), wait)
    return () => clearTimeout(arrivalTimer.current)
  }, [arrival])

  // Radix puts a focusable, aria-hidden "focus proxy" after an open trigger to
  // route Tab into a panel rendered elsewhere. Here the panel follows the
  // trigger in the page, so Tab gets there anyway: take the proxy out of the
  // tab order, or screen readers would meet a focusable hidden element.
  useEffect(() => {
    for (const proxy of rootRef.current?.querySelectorAll<HTMLElement>(
      'span[aria-hidden="true"][tabindex="0"]',
    ) ?? [])
      proxy.tabIndex = -1
  }, [value])

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      delayDuration={NAV_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      aria-label={t('nav.label')}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {dropdowns.map((dropdown) => (
          <NavigationMenu.Item key={dropdown.key} value={dropdown.key} className="relative">
            <NavigationMenu.Trigger
              data-nav-key={dropdown.key}
              className={cn('group', topItemClass)}
              aria-current={isActivePath(pathname, dropdown.to) ? 'page' : undefined}
              onPointerLeave={() => clearTimeout(arrivalTimer.current)}
            >
              {t(`nav.${dropdown.key}`)}
              <ChevronDown
                aria-hidden="true"
                className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2">
              <DropdownPanel
                group={dropdown.group}
                entries={dropdown.entries}
                overviewTo={dropdown.to}
              />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {plainLinks.map((link) => {
          const active = isActivePath(pathname, link.to)
          return (
            <NavigationMenu.Item key={link.key}>
              <NavigationMenu.Link asChild active={active}>
                <Link
                  to={link.to}
                  data-nav-key={link.key}
                  className={topItemClass}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(`nav.${link.key}`)}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
