// @vitest-environment jsdom
/**
 * public-site §2: if the navigation bar throws while rendering, a minimal
 * header with only the logo shows, in the server HTML and after hydration.
 */
import { act, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
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

const inRouter = (Header: ComponentType) => (
  <MemoryRouter initialEntries={['/pricing']}>
    <Header />
  </MemoryRouter>
)

/** The server HTML, then the browser's hydration of it. */
async function serverThenBrowser(Header: ComponentType) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(inRouter(Header))
  const serverHtml = container.innerHTML
  document.body.append(container)
  await act(async () => {
    hydrateRoot(container, inRouter(Header), { onRecoverableError: () => {} })
  })
  return { serverHtml, container }
}

const headerLinks = (root: ParentNode) =>
  [...root.querySelectorAll('header a')].map((link) => link.getAttribute('href'))

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the site header', () => {
  test('renders the whole bar when nothing fails', async () => {
    const { serverHtml, container } = await serverThenBrowser(await loadHeader(false))
    expect(serverHtml).toContain('href="/contact?demo=true"')
    expect(headerLinks(container)).toEqual(expect.arrayContaining(['/', '/contact', '/pricing']))
  })

  test('falls back to the logo alone, on the server and in the browser', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { serverHtml, container } = await serverThenBrowser(await loadHeader(true))

    const server = document.createElement('div')
    server.innerHTML = serverHtml
    expect(headerLinks(server)).toEqual(['/'])
    expect(server.querySelector('header a')?.getAttribute('aria-label')).toBe('Alakin home')

    expect(container.querySelectorAll('header')).toHaveLength(1)
    expect(headerLinks(container)).toEqual(['/'])
    expect(container.textContent).not.toContain('Book Demo')
    expect(logged).toHaveBeenCalledWith(
      'The navigation bar failed to render',
      expect.any(Error),
      expect.any(String),
    )
  })
})
