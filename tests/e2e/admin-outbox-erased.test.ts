/**
 * Issue 38: once a person's data is erased, the mail about them in the outbox
 * shows as "Erased", with no Retry (it could only go to "[erased]"), in the
 * list and on its own page, at phone and desk widths. Real Chromium, built server.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage, submitContactForm } from './admin'
import { axeViolations } from './browser'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'outbox erased test password'
const COMPANY = 'Erasable Clinic'

describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile(
    { ADMIN_PASSWORD: PASSWORD, INFO_MAILBOX: 'leads@alakin.test', FORM_RATE_LIMIT: '1000' },
    database,
  )
  const adminPage = (path: string, width?: number) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })
  const retryButtons = (within: Page | Locator) => within.getByRole('button', { name: /^Retry/ })

  test('an erased mail shows as Erased, without Retry', async () => {
    await submitContactForm(fixture.browser, fixture.server.url, COMPANY, 'Please call back.')
    const outbox = await adminPage('/admin/outbox')
    const row = outbox.getByRole('row').filter({ hasText: COMPANY })
    // Without SMTP the worker marks the mail 'not sent' on its next round: then it has Retry.
    await expect
      .poll(
        async () => {
          await outbox.reload()
          return row.getByText('Not sent: no SMTP', { exact: true }).count()
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1)
    expect(await retryButtons(row).count()).toBe(1)

    const rights = await adminPage('/admin/data-rights')
    await rights.getByLabel('Email address').fill('grace@example.com')
    await rights.getByRole('button', { name: 'Find' }).click()
    await rights.getByLabel('I confirm erasing everything stored about grace@example.com').check()
    await rights.getByRole('button', { name: 'Erase' }).click()
    await rights.getByText('Data erased', { exact: true }).waitFor()
    await rights.context().close()

    for (const width of [375, 1280]) {
      const page = await adminPage('/admin/outbox', width)
      const erased = page.getByRole('row').filter({ hasText: 'Erased' })
      await erased.waitFor()
      expect(await erased.getByText('Failed', { exact: true }).count()).toBe(0)
      expect(await retryButtons(page).count()).toBe(0)
      expect(await axeViolations(page), `list at ${width}`).toEqual([])
      await erased.getByRole('link').click()
      await page.waitForURL(/\/admin\/outbox\/email-/)
      await page.getByText('Erased', { exact: true }).waitFor()
      expect(await retryButtons(page).count()).toBe(0)
      expect(await page.getByText(COMPANY).count()).toBe(0)
      await page.context().close()
    }
    await outbox.context().close()
  })
})
