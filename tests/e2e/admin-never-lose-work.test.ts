/**
 * Never lose work (issue 38): leaving an edited form by a sidebar link asks
 * first, closing its tab asks the browser's question, and what was typed is
 * kept in the browser and offered back on the next visit. At 375 and 1280 px,
 * on the resource form and a generic collection's form.
 */
import { describe, expect, test } from 'vitest'
import { adminNav, adminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'never lose work password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const WHITE_PAPER = '/admin/resources/edit/resource-1735689600000-no-code-guide'

describe('an edited form', () => {
  test.each([
    [1280, WHITE_PAPER, 'Description'],
    [375, '/admin/categories/new', 'Title'],
  ] as const)(
    'at %i px (%s): leaving asks, a closed tab’s draft comes back',
    async (width, path, label) => {
      const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })
      const typed = `Typed but not saved at ${width} px`
      await page.getByLabel(label, { exact: true }).fill(typed)

      // A sidebar link asks; staying keeps the page and what was typed.
      await (await adminNav(page)).getByRole('link', { name: 'Audit Log' }).click()
      const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
      await question.waitFor()
      await question.getByRole('button', { name: 'Stay and keep editing' }).click()
      await question.waitFor({ state: 'hidden' })
      expect(new URL(page.url()).pathname).toBe(path)
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(typed)

      // Closing the tab asks the browser's own question.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type())
          void dialog.dismiss()
        }),
      )
      await page.close({ runBeforeUnload: true })
      expect(await asked).toBe('beforeunload')
      await page.close()

      // The next visit offers the draft back.
      const again = await page.context().newPage()
      await again.goto(`${fixture.server.url}${path}`)
      await again.getByRole('status').filter({ hasText: 'You have unsaved changes from' }).waitFor()
      expect(await again.getByLabel(label, { exact: true }).inputValue()).not.toBe(typed)
      await again.getByRole('button', { name: 'Restore them' }).click()
      await expect.poll(() => again.getByLabel(label, { exact: true }).inputValue()).toBe(typed)
      await again.context().close()
    },
  )
})

describe('logging out', () => {
  test.each([true, false])(
    'leaves no draft in the browser for the next person (JavaScript %s)',
    async (javaScriptEnabled) => {
      const page = await adminPage(
        fixture.browser,
        fixture.server.url,
        PASSWORD,
        '/admin/categories/new',
      )
      await page.getByLabel('Title', { exact: true }).fill('A draft nobody else should see')
      const keptKeys = (on = page) => on.evaluate(() => Object.keys(localStorage).join())
      await expect.poll(() => keptKeys()).toContain('alakin-draft:')
      const context = page.context()
      await page.close()

      // The sidebar's button, with or without the page's scripts.
      if (!javaScriptEnabled) await context.route('**/*.js', (route) => route.abort())
      const dashboard = await context.newPage()
      await dashboard.goto(`${fixture.server.url}/admin`)
      expect(await keptKeys(dashboard)).toContain('alakin-draft:')
      await (await adminNav(dashboard)).getByRole('button', { name: 'Logout' }).click()
      await dashboard.waitForURL(/\/admin\/login$/)
      await expect.poll(() => keptKeys(dashboard)).not.toContain('alakin-draft:')
      await context.close()
    },
  )
})
