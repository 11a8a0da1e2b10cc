// @vitest-environment jsdom
/**
 * public-site §2: if the navigation bar throws while rendering in the
 * browser, a minimal header with only the logo shows.
 */
import { act, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import '~/i18n'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/** SiteHeader, with the desktop bar replaced by one that throws when `broken`. */
async function loadHeader(broken: boolean) {
  vi.resetModules()
  if (broken) {
    vi.doMock('~/components/nav/desktop-nav', () => ({
      DesktopNav: () => {
        throw new Error('the bar is broken')
      },
    }))
  } else vi.doUnmock('~/components/nav/desktop-nav')
  await import('~/i18n')
  return (await import('./site-header')).SiteHeader
}

/** A data router, as on the site: the header's links read the page's language from the root route. */
const inRouter = (Header: ComponentType) => (
  <RouterProvider
    router={createMemoryRouter([{ id: 'root', path: '/pricing', Component: Header }], {
      initialEntries: ['/pricing'],
      hydrationData: { loaderData: { root: { language: 'en' } } },
    })}
  />
)

/** The header rendered by React in the (jsdom) browser. */
async function renderInBrowser(Header: ComponentType) {
  const container = document.createElement('div')
  document.body.append(container)
  await act(async () => {
    createRoot(container).render(inRouter(Header))
  })
  return container
}

const headerLinks = (root: ParentNode) =>
  [...root.querySelectorAll('header a')].map((link) => link.getAttribute('href'))

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the site header', () => {
  test('renders the whole bar when nothing fails', async () => {
    const container = await renderInBrowser(await loadHeader(false))
    expect(headerLinks(container)).toEqual(
      expect.arrayContaining(['/', '/contact', '/contact?demo=true', '/pricing']),
    )
  })

  test('falls back to the logo alone when the bar throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = await renderInBrowser(await loadHeader(true))
    expect(container.querySelectorAll('header')).toHaveLength(1)
    expect(headerLinks(container)).toEqual(['/'])
    expect(container.querySelector('header a')?.getAttribute('aria-label')).toBe('Alakin home')
    expect(container.textContent).not.toContain('Book Demo')
    expect(logged).toHaveBeenCalledWith(
      'The navigation bar failed to render',
      expect.any(Error),
      expect.any(String),
    )
  })
})
