/**
 * Never lose work on the site-copy editor (issue 38): one form per text, one
 * question for the page. An edit asks before a sidebar link or another page
 * of the editor takes it away; no edit, or an edit saved, leaves at once.
 *
 * The editor on a phone: its list of pages folds into a disclosure naming the
 * page shown, so the editor starts on the first screen; it opens (without
 * JavaScript too) and its links go to another page. From 768 px the list
 * stands beside the editor, with no disclosure.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminNav, adminPage } from './admin'
import { axeViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'site copy leave password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const HOME = '/admin/site-copy?lang=en&page=home'
const PRICING = '/admin/site-copy?lang=en&page=pricing'
const hero = (page: Page) => page.locator('li[data-copy-key="home:hero.title"]')
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' })

async function auditLink(page: Page) {
  await (await adminNav(page)).getByRole('link', { name: 'Audit Log' }).click()
}

describe('the site-copy editor', () => {
  test.each([1280, 375])(
    'at %i px: an edit asks before leaving, by the sidebar or its own pages',
    async (width) => {
      const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, HOME, { width })
      await hero(page).locator('textarea').fill('A title typed but not saved')

      await auditLink(page)
      await question(page).waitFor()
      await question(page).getByRole('button', { name: 'Stay and keep editing' }).click()
      await question(page).waitFor({ state: 'hidden' })
      expect(new URL(page.url()).pathname).toBe('/admin/site-copy')
      expect(await hero(page).locator('textarea').inputValue()).toBe('A title typed but not saved')

      // Another page of the editor would show other forms: it asks too. (On a phone the
      // pages are folded under a disclosure.)
      if (width === 375) await page.locator('summary', { hasText: 'Pages' }).click()
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: /^Pricing/ })
        .click()
      await question(page).waitFor()
      await question(page).getByRole('button', { name: 'Leave' }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === 'pricing')
      await page.context().close()
    },
  )

  test('once an edit is saved, or without one, leaving does not ask', async () => {
    // A search typed with a colon: the save's own address writes it `%3A`, and is no leaving.
    const page = await adminPage(
      fixture.browser,
      fixture.server.url,
      PASSWORD,
      '/admin/site-copy?q=home:hero.title',
    )
    await hero(page).locator('textarea').fill('A title saved as a draft')
    await hero(page).getByRole('button', { name: 'Save draft' }).click()
    await expect
      .poll(() => hero(page).getByText('Draft', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1)
    await auditLink(page)
    await page.waitForURL((url) => url.pathname === '/admin/audit')
    expect(await question(page).count()).toBe(0)

    await page.goBack()
    await hero(page).locator('textarea').waitFor()
    await auditLink(page)
    await page.waitForURL((url) => url.pathname === '/admin/audit')
    expect(await question(page).count()).toBe(0)
    await page.context().close()
  })
})

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
