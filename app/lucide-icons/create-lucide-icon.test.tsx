import { ArrowRight, ChevronDown, Menu, Search, X } from 'lucide-react'
import * as arrowRight from 'lucide-react/dist/esm/icons/arrow-right.mjs'
import * as chevronDown from 'lucide-react/dist/esm/icons/chevron-down.mjs'
import * as menu from 'lucide-react/dist/esm/icons/menu.mjs'
import * as search from 'lucide-react/dist/esm/icons/search.mjs'
import * as x from 'lucide-react/dist/esm/icons/x.mjs'
import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import createLucideIcon from './create-lucide-icon'

/**
 * The browser's icon factory (decision 139) against lucide-react, which the
 * server renders with: the same markup for the props the site passes, so
 * hydration finds what the server sent.
 */
const icons = [
  [ArrowRight, arrowRight],
  [ChevronDown, chevronDown],
  [Menu, menu],
  [Search, search],
  [X, x],
] as const

/** What each icon file of lucide-react passes to the factory (its types leave it out). */
const iconData = (module: object) =>
  (module as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData

const propSets: Array<ComponentProps<typeof Menu>> = [
  {},
  { className: 'size-4 shrink-0' },
  { className: 'lucide size-4 size-4' },
  { 'aria-label': 'Open the menu' },
  { role: 'img', className: 'text-primary' },
  { size: 32, color: 'red', strokeWidth: 1.5 },
  { size: 48, strokeWidth: 2, absoluteStrokeWidth: true },
  { 'aria-hidden': false, id: 'icon', style: { opacity: 0.5 } },
]

describe('the browser build’s lucide icons', () => {
  test.each(icons.map(([Icon, module]) => [iconData(module).name, Icon, module] as const))(
    '%s renders as lucide-react does',
    (_name, Icon, module) => {
      const BrowserIcon = createLucideIcon(iconData(module))
      for (const props of propSets) {
        expect(renderToStaticMarkup(<BrowserIcon {...props} />)).toBe(
          renderToStaticMarkup(<Icon {...props} />),
        )
      }
      expect(
        renderToStaticMarkup(
          <BrowserIcon>
            <title>Close</title>
          </BrowserIcon>,
        ),
      ).toBe(
        renderToStaticMarkup(
          <Icon>
            <title>Close</title>
          </Icon>,
        ),
      )
    },
  )
})
