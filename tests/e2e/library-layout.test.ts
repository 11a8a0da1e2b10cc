/** The resource library as one full grid with type chips and a featured item; a 404 page that is not a dead end. */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({})

async function open(path: string, width: number): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'networkidle' })
  return page
}

describe('the resource library', () => {
  test('type chips stay on one line at 375 px, scrolled sideways; a case study is featured', async () => {
    const page = await open('/resources', 375)
    const chips = page.getByTestId('library-type-chips')
    const tops = await chips
      .locator('li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(tops.length).toBe(6)
    expect(new Set(tops).size).toBe(1)
    expect((await chips.boundingBox())!.height).toBeLessThan(56)
    const featured = page.getByTestId('featured-resource')
    expect(await featured.textContent()).toContain('Case Study')
    expect(await featured.getByRole('link').textContent()).toContain(
      'How a Regional Clinic Network',
    )
  })

  test('at 1280 px the sections share one grid: no row is left two thirds empty', async () => {
    const page = await open('/resources', 1280)
    const rows = await page.locator('main section[id]').evaluateAll((sections) => {
      const byTop = new Map<number, number>()
      for (const section of sections) {
        const box = section.getBoundingClientRect()
        byTop.set(Math.round(box.top), (byTop.get(Math.round(box.top)) ?? 0) + box.width)
      }
      const grid = sections[0]!.parentElement!.getBoundingClientRect().width
      return [...byTop.values()].map((width) => width / grid)
    })
    // Seeded: 1 event + 2 news, then 1 case study + 1 white paper + 1 webinar: two full rows.
    expect(rows.length).toBe(2)
    for (const filled of rows) expect(filled).toBeGreaterThan(0.9)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('the 404 page', () => {
  test('offers a search of the library and the main destinations', async () => {
    const response = await fetch(`${fixture.server.url}/no-such-page`)
    expect(response.status).toBe(404)
    const page = await open('/no-such-page', 375)
    const search = page.getByRole('search')
    expect(await search.getAttribute('action')).toBe('/resources')
    const links = await page
      .getByTestId('not-found-destinations')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(links).toEqual(
      expect.arrayContaining([
        '/platform',
        '/solutions',
        '/pricing',
        '/resources',
        '/contact?demo=true',
      ]),
    )
    await search.getByRole('searchbox').fill('virtual ward')
    await search.getByRole('button').click()
    await page.waitForURL(/\/resources\?q=virtual\+ward/)
    await page
      .getByRole('link', { name: /Regional Clinic Network/ })
      .first()
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
