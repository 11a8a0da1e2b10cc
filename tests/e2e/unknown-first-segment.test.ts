/**
 * A one-segment path no page answers (/no-such-page) is the plain 404 page:
 * only a language's code takes the place of the language prefix, so the path
 * is not the home page of a language that does not exist, and the browser
 * loads no home page code for it (decision 150). A language's home (/fr)
 * still is the home page once that language is on.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'unknown first segment test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

/** The route modules the page hydrated with, by route id. */
async function hydratedRoutes(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => 'routes/public-layout' in (window.__reactRouterRouteModules ?? {}),
  )
  return page.evaluate(() => Object.keys(window.__reactRouterRouteModules))
}

declare global {
  interface Window {
    __reactRouterRouteModules: Record<string, unknown>
  }
}

describe('a first segment that is no language', () => {
  test('is the 404 page, without the home page’s code; /fr is the home page', async () => {
    const page = await fixture.browser.newPage()
    try {
      for (const path of ['/no-such-page', '/fr', '/de']) {
        const response = await page.goto(`${fixture.server.url}${path}`)
        expect(response?.status(), path).toBe(404)
        expect(await page.title(), path).toMatch(/not found/i)
        const routes = await hydratedRoutes(page)
        // An inactive language's home is still a home page route (its code is known).
        if (path === '/no-such-page') expect(routes.filter((id) => id.includes('home'))).toEqual([])
      }
      expect((await api.call('PATCH', '/api/languages/fr', { active: true })).status).toBe(200)
      // Asked as the browser asks (its page cache variant held the 404 page): a server
      // re-reads the content version at most every half second (server/page-cache.ts).
      await expect
        .poll(async () => (await page.goto(`${fixture.server.url}/fr`))?.status(), {
          timeout: 10_000,
        })
        .toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe('fr')
      expect((await hydratedRoutes(page)).some((id) => id.includes('home'))).toBe(true)
      // Still 404: English has no prefix, another code is off, and the French 404.
      for (const path of ['/en', '/de', '/fr/no-such-page', '/no-such-page'])
        expect((await fetch(`${fixture.server.url}${path}`)).status, path).toBe(404)
    } finally {
      await page.close()
    }
  })
})
