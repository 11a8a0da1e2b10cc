/**
 * Issue 35: languages staff switch on (decisions 098 to 100). French is off
 * in the seed and its URLs answer 404; switched on through the API, its pages
 * answer in French under /fr, each request in its own language even when
 * they run at once, and the browser hydrates them with the French copy.
 * A one-segment path no page answers (/no-such-page) is the plain 404 page:
 * only a language's code takes the place of the language prefix, so the path
 * is not the home page of a language that does not exist, and the browser
 * loads no home page code for it (decision 150). A language's home (/fr)
 * still is the home page once that language is on.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { recordPageErrors } from './browser'
import { contentClient } from './content-client'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'languages test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const api = contentClient(fixture, PASSWORD)

const statusOf = async (path: string) => (await fetch(`${fixture.server.url}${path}`)).status
const htmlOf = async (path: string) => (await fetch(`${fixture.server.url}${path}`)).text()
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1]

describe('languages', () => {
  test('French is off in the seed: listed inactive, its URLs 404', async () => {
    const languages = (await (
      await api.call('GET', '/api/languages', undefined, false)
    ).json()) as Array<{
      code: string
      active: boolean
    }>
    expect(
      languages.filter((language) => language.active).map((language) => language.code),
    ).toEqual(['en'])
    expect(languages.map((language) => language.code)).toContain('fr')
    expect(await statusOf('/fr/pricing')).toBe(404)
    expect(await statusOf('/fr')).toBe(404)
  })

  test('a switch needs staff, and English cannot be switched off', async () => {
    expect((await api.call('PATCH', '/api/languages/fr', { active: true }, false)).status).toBe(401)
    expect((await api.call('PATCH', '/api/languages/en', { active: false })).status).toBe(422)
    expect((await api.call('PATCH', '/api/languages/fr', { active: 'yes' })).status).toBe(422)
    expect((await api.call('PATCH', '/api/languages/xx', { active: true })).status).toBe(404)
    expect(await statusOf('/fr/pricing')).toBe(404)
  })

  test('switched on, French pages answer in French under /fr, English ones unchanged', async () => {
    const switched = await api.call('PATCH', '/api/languages/fr', { active: true })
    expect(switched.status).toBe(200)
    expect(await switched.json()).toEqual({ code: 'fr', active: true, default: false })
    await expect.poll(() => statusOf('/fr/pricing'), { timeout: 10_000 }).toBe(200)

    const french = await htmlOf('/fr/pricing')
    expect(langOf(french)).toBe('fr')
    expect(titleOf(french)).toBe('Tarifs | Alakin')
    const english = await htmlOf('/pricing')
    expect(langOf(english)).toBe('en')
    expect(titleOf(english)).toBe('Pricing | Alakin')
    // Another code, English's own and an inactive one stay 404.
    for (const path of ['/en/pricing', '/de/pricing', '/fr/no-such-page'])
      expect(await statusOf(path)).toBe(404)

    // Requests in flight together each keep their own language (one i18n instance per request).
    const paths = Array.from({ length: 16 }, (_, index) => (index % 2 ? '/fr/about' : '/about'))
    const pages = await Promise.all(paths.map((path) => htmlOf(path)))
    pages.forEach((html, index) =>
      expect(langOf(html)).toBe(paths[index]!.startsWith('/fr') ? 'fr' : 'en'),
    )
    expect(new Set(pages.filter((_, index) => index % 2).map(titleOf)).size).toBe(1)
    expect(titleOf(pages[1]!)).not.toBe(titleOf(pages[0]!))

    // The browser hydrates the French page with the French copy: no mismatch, the words stay.
    const page = await fixture.browser.newPage()
    const errors = recordPageErrors(page)
    await page.goto(`${fixture.server.url}/fr/pricing`)
    await page.locator('html[data-hydrated="yes"]').waitFor()
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('Des tarifs simples et transparents')
    expect(errors).toEqual([])
    await page.close()

    // Reciprocal alternates with x-default on both sides; links stay in French; the sitemap lists both.
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) =>
          `${lang} ${(href ?? '').replace(fixture.server.url, '').replace(/^https?:\/\/[^/]+/, '')}`,
      )
    const expected = ['en /pricing', 'fr /fr/pricing', 'x-default /pricing']
    expect(alternates(await htmlOf('/fr/pricing'))).toEqual(expected)
    expect(alternates(await htmlOf('/pricing'))).toEqual(expected)
    expect(await htmlOf('/fr/pricing')).toMatch(/<link rel="canonical" href="[^"]*\/fr\/pricing"/)
    expect(french).toContain('href="/fr/contact"')
    expect(french).not.toContain('href="/contact"')
    const sitemap = await htmlOf('/sitemap.xml')
    expect(sitemap).toMatch(
      /<loc>[^<]*\/fr\/pricing<\/loc><xhtml:link rel="alternate" hreflang="en"/,
    )

    // Off again: 404 once more.
    expect((await api.call('PATCH', '/api/languages/fr', { active: false })).status).toBe(200)
    await expect.poll(() => statusOf('/fr/pricing'), { timeout: 10_000 }).toBe(404)
  })
})

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

// After the tests above, French is off again, as in the seed.
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
