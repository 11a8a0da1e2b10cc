/**
 * A link inside a page body the browser keeps as the server rendered it (the
 * legal pages, About, Compliance: decisions 080 and 151) navigates in the app,
 * as the same link in the footer does: the document stays, so what the page
 * holds in memory (here a marker on `window`) survives the visit, on the first
 * page loaded and on one reached from another page.
 */
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { hydrated, openPublicPage } from './public-tour'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'server rendered body links 123' })

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
  const { page, errors } = await openPublicPage(fixture.browser, fixture.server.url, '/terms')
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
