/**
 * The home page, whose body the server renders and the browser keeps
 * (decision 148's parts, one since decision 158), its interactive pieces
 * plain DOM work on it. The parts'
 * words are in none of the page's scripts and unchanged by hydration; on a
 * visit from another page and back and forth in the history the parts come
 * with the page's data and the interactive pieces (video player, carousel)
 * work; a link in a part navigates in the app; a visit that cannot fetch the
 * parts says so with the header and footer in place.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { hydrated, loadedScripts, openPublicPage } from './public-tour'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'page parts password 123' })

const openPage = (path: string) => openPublicPage(fixture.browser, fixture.server.url, path)

/** The text of each kept part of the page's body, in order. */
const partTexts = (page: Page) => page.locator('main [data-server-rendered-part]').allInnerTexts()

/** The player's overlay and the carousel's arrows are shown where scripts run; their code comes on first intent. */
async function interactivePiecesWork(page: Page) {
  await page.getByTestId('video-overlay').waitFor()
  // One slide at a time on a phone: the arrows have somewhere to go.
  await page.setViewportSize({ width: 375, height: 812 })
  const next = page.getByRole('button', { name: 'Next testimonial' })
  await next.waitFor()
  const viewport = page.getByTestId('testimonial-viewport')
  await next.click()
  await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
}

describe('/', () => {
  test('its parts are the server’s: not in its scripts, unchanged by hydration; the player and carousel work', async () => {
    const { page, errors } = await openPage('/')
    const before = await partTexts(page)
    // The whole body, one part (decision 158): the hero, the sections, the player, the testimonials.
    expect(before.length).toBe(1)
    expect(before[0]).toContain('Alakin Platform Tour')
    await hydrated(page)
    expect(await partTexts(page)).toEqual(before)

    // The hero's subtitle and a section's words, word for word, are in none of the scripts.
    const words = [
      await page.locator('#home-hero-title ~ p').first().innerText(),
      await page.locator('#home-stakes-title ~ p').first().innerText(),
    ]
    for (const phrase of words) expect(phrase.length).toBeGreaterThan(40)
    const sources = await loadedScripts(page)
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources)
      for (const phrase of words) expect(source.includes(phrase.slice(0, 40))).toBe(false)

    await interactivePiecesWork(page)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a visit from another page, then back and forth, shows the same parts and live pieces', async () => {
    const first = await openPage('/')
    const expected = await partTexts(first.page)
    await first.page.context().close()

    const { page, errors } = await openPage('/pricing')
    await hydrated(page)
    await page.locator('header a[href="/"]').first().click()
    await page.locator('#home-hero-title').waitFor()
    expect(await partTexts(page)).toEqual(expected)
    await interactivePiecesWork(page)

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor()
    await page.goForward()
    await page.locator('#home-hero-title').waitFor()
    expect(await partTexts(page)).toEqual(expected)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a link in a kept part navigates in the app, without loading a document', async () => {
    const { page } = await openPage('/')
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('main').getByRole('link', { name: 'Explore Platform' }).click()
    await page.waitForURL(/\/platform$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.context().close()
  })

  test('a visit whose parts cannot be fetched says so, with the header and footer', async () => {
    const { page } = await openPage('/pricing')
    await hydrated(page)
    await page.route(`${fixture.server.url}/`, (route) => route.abort('connectionreset'))
    await page.locator('header a[href="/"]').first().click()
    await page.getByText('Something went wrong').waitFor()
    expect(await page.locator('footer a[href="/privacy"]').count()).toBeGreaterThan(0)
    await page.unroute(`${fixture.server.url}/`)
    await page.reload()
    await page.locator('#home-hero-title').waitFor()
    await page.context().close()
  })
})
