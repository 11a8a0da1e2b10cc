import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { DropdownPanel } from './dropdown-panel'
import { dropdowns, isActivePath, plainLinks } from './nav-items'

/** public-site §4 and §9: open after 200 ms of hover, skip delay 300 ms (close: Radix's 150 ms). */
export const NAV_DELAY_MS = 200
export const NAV_SKIP_DELAY_MS = 300

export const topItemClass = cn(
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring motion-reduce:transition-none',
  'data-[state=open]:bg-accent data-[state=open]:text-foreground',
  'aria-[current=page]:text-primary',
)

/**
 * The desktop bar (≥ 768 px): Solutions and Platform dropdowns, then Company,
 * Pricing, Resources. Until the script runs (and without JavaScript) the two
 * dropdown triggers are links to their pages, so every destination is reachable.
 */
export function DesktopNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  const [value, setValue] = useState('')
  const rootRef = useRef<HTMLElement>(null)

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
        {dropdowns.map((dropdown) => {
          const active = isActivePath(pathname, dropdown.to)
          return (
            <NavigationMenu.Item key={dropdown.key} value={dropdown.key} className="relative">
              {hydrated ? (
                <NavigationMenu.Trigger
                  className={cn('group', topItemClass)}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(`nav.${dropdown.key}`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                  />
                </NavigationMenu.Trigger>
              ) : (
                <Link
                  to={dropdown.to}
                  className={topItemClass}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(`nav.${dropdown.key}`)}
                </Link>
              )}
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2">
                <DropdownPanel
                  group={dropdown.group}
                  entries={dropdown.entries}
                  overviewTo={dropdown.to}
                />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          )
        })}
        {plainLinks.map((link) => {
          const active = isActivePath(pathname, link.to)
          return (
            <NavigationMenu.Item key={link.key}>
              <NavigationMenu.Link asChild active={active}>
                <Link
                  to={link.to}
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
