/**
 * The site-copy editor on a phone: its list of pages folds into a disclosure
 * naming the page shown, so the editor starts on the first screen; it
 * opens (without JavaScript too) and its links go to another page. From 768 px
 * the list stands beside the editor, with no disclosure.
 */
import { describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'site copy phone password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const PRICING = '/admin/site-copy?lang=en&page=pricing'

describe('the site-copy pages at 375 px', () => {
  test.each([true, false])(
    'fold under "Pages · Pricing"; the editor starts on the first screen (JavaScript: %s)',
    async (javaScriptEnabled) => {
      const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, PRICING, {
        width: 375,
        javaScriptEnabled,
      })
      const pages = page.getByRole('navigation', { name: 'Pages' })
      const disclosure = page.locator('summary', { hasText: 'Pages · Pricing' })
      expect(await pages.getByRole('link', { name: /^About/ }).isVisible()).toBe(false)
      // The editor (the page's search-engine texts, then its copy) starts on the first screen.
      const editor = (await page.locator('#site-copy-editor').boundingBox())!
      expect(editor.y).toBeLessThan(page.viewportSize()!.height * 0.75)
      // axe runs as a script in the page: only where scripts run.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])

      await disclosure.click()
      await pages.getByRole('link', { name: /^About/ }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === 'about')
      await page.locator('summary', { hasText: 'Pages · About' }).waitFor()
      await page.context().close()
    },
  )
})

test('at 1280 px the pages stand beside the editor, with no disclosure', async () => {
  const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, PRICING, {
    width: 1280,
  })
  const pages = page.getByRole('navigation', { name: 'Pages' })
  expect(await pages.getByRole('link', { name: /^About/ }).isVisible()).toBe(true)
  expect(await page.locator('summary', { hasText: 'Pages' }).isVisible()).toBe(false)
  const list = (await pages.boundingBox())!
  const editor = (await page.locator('#site-copy-editor').boundingBox())!
  expect(editor.x).toBeGreaterThan(list.x + list.width - 1)
  await page.context().close()
})
