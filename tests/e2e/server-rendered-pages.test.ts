/**
 * Pages whose body the server renders and the browser keeps (decision 080):
 * /privacy, /terms, /about, /compliance and /platform (decision 148). Their words and body code are not
 * in the scripts they load; the body the visitor sees is the same after
 * hydration, on a visit from another page, and back and forth in the history;
 * a send of the footer's form does not fetch it again; a visit that cannot
 * fetch it says so with the header and footer in place. A link inside such a
 * body navigates in the app, as the same link in the footer does (decision 151):
 * the document stays, so what the page holds in memory (here a marker on
 * `window`) survives the visit, on the first page loaded and on one reached
 * from another page.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { hydrated, loadedScripts, openPublicPage } from './public-tour'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'server rendered pages 123' })
const PAGES = ['/privacy', '/terms', '/about', '/compliance', '/platform'] as const

// A decided visitor: the cookie banner does not cover the footer's links.
const openPage = (path: string) => openPublicPage(fixture.browser, fixture.server.url, path)
const mainText = (page: Page) => page.locator('main').innerText()

/** What the server sent for the page's main content, as text, its heading and its title. */
async function serverText(path: string) {
  const { page } = await openPage(path)
  const text = await mainText(page)
  const heading = await page.locator('main h1').innerText()
  const title = await page.title()
  await page.context().close()
  return { text, heading, title }
}

/**
 * Until the page shows `heading`: the address changes as the navigation
 * starts its render (a transition), a moment before the new body is in.
 */
const showing = (page: Page, heading: string) =>
  page.locator('main h1').filter({ hasText: heading }).waitFor()

describe.each(PAGES)('%s', (path) => {
  test('its body is the server’s: not in its scripts, unchanged by hydration', async () => {
    const { page, errors } = await openPage(path)
    const before = await mainText(page)
    await hydrated(page)
    expect(await mainText(page)).toBe(before)

    // The page's longest paragraph, word for word, is in none of the scripts it loaded.
    const paragraph = await page
      .locator('main p')
      .allInnerTexts()
      .then((texts) => texts.reduce((a, b) => (b.length > a.length ? b : a)))
    expect(paragraph.length).toBeGreaterThan(60)
    for (const source of await loadedScripts(page))
      expect(source.includes(paragraph.slice(0, 60))).toBe(false)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('a visit from another page, then back and forth, shows the same body', async () => {
    const expected = await serverText(path)
    const { page, errors } = await openPage('/pricing')
    await hydrated(page)
    await page.locator(`footer a[href="${path}"]`).first().click()
    await showing(page, expected.heading)
    expect(await mainText(page)).toBe(expected.text)
    expect(await page.title()).toBe(expected.title)

    await page.goBack()
    await showing(page, 'Simple, transparent pricing')
    await page.goForward()
    await showing(page, expected.heading)
    expect(await mainText(page)).toBe(expected.text)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

test('a send of the footer’s form neither fetches the body again nor changes it', async () => {
  const { page } = await openPage('/privacy')
  await hydrated(page)
  const before = await mainText(page)
  let fetched = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/privacy') fetched++
  })
  await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
  await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
  await page.getByText('Subscription successful!').waitFor()
  expect(await mainText(page)).toBe(before)
  expect(fetched).toBe(0)
  await page.context().close()
})

test('a visit whose page cannot be fetched says so, with the header and footer', async () => {
  const { page } = await openPage('/pricing')
  await hydrated(page)
  await page.route(`${fixture.server.url}/terms`, (route) => route.abort('connectionreset'))
  await page.locator('footer a[href="/terms"]').first().click()
  await page.getByText('Something went wrong').waitFor()
  expect(new URL(page.url()).pathname).toBe('/terms')
  expect(await page.locator('header').getByRole('link', { name: 'Pricing' }).count()).toBe(1)
  expect(await page.locator('footer a[href="/privacy"]').count()).toBeGreaterThan(0)
  // Back online, a reload brings the page.
  await page.unroute(`${fixture.server.url}/terms`)
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
  await page.context().close()
})

declare global {
  interface Window {
    sameDocument?: boolean
  }
}

/** Clicks the body's link to `href` until the next page shows; whether the document stayed. */
async function followBodyLink(page: Page, href: string): Promise<boolean> {
  const heading = await page.locator('main h1').first().innerText()
  await page.evaluate(() => (window.sameDocument = true))
  await page.locator(`main a[href="${href}"]`).first().click()
  await expect.poll(() => new URL(page.url()).pathname).toBe(href)
  await expect.poll(() => page.locator('main h1').first().innerText()).not.toBe(heading)
  return page.evaluate(() => window.sameDocument === true)
}

test('a link in a legal page’s body navigates without loading a new document', async () => {
  const { page, errors } = await openPage('/terms')
  await hydrated(page)
  // The body's link to the contact page, on the page first loaded.
  expect(await followBodyLink(page, '/contact')).toBe(true)
  // Privacy, reached in the app (its body fetched), then its link back home.
  await page.locator('footer a[href="/privacy"]').first().click()
  await page.locator('main h1').filter({ hasText: 'Privacy' }).waitFor()
  expect(await followBodyLink(page, '/')).toBe(true)
  expect(errors).toEqual([])
  await page.context().close()
})
