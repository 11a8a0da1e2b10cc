/**
 * Issue 38: the dashboard leads with what needs attention: a new contact
 * request and the mail about it that no SMTP server could send are shown
 * first, each a link to where it is handled, then the spec's count cards.
 * Real Chromium against the built server, at 375 and 1280 px, with axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage, submitContactForm } from './admin'
import { axeViolations } from './browser'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'dashboard attention test password'

describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile(
    { ADMIN_PASSWORD: PASSWORD, INFO_MAILBOX: 'leads@alakin.test', FORM_RATE_LIMIT: '1000' },
    database,
  )
  const adminPage = (path: string, width: number) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })
  const item = (page: Page, key: string) => page.getByTestId(`attention-${key}`)

  test('a new contact request and an unsent mail come first, at both widths', async () => {
    await submitContactForm(
      fixture.browser,
      fixture.server.url,
      'Attentive Clinic',
      'Please call me back.',
    )

    for (const width of [1280, 375]) {
      const page = await adminPage('/admin', width)
      // The worker marks the mail 'not sent' on its next round (every 5 s).
      await expect
        .poll(
          async () => {
            await page.reload()
            return item(page, 'unsentNoSmtp').count()
          },
          { timeout: 15_000, interval: 1_000 },
        )
        .toBe(1)
      expect(await item(page, 'contactRequests').textContent()).toBe(
        '1New contact requests (last 7 days)',
      )
      expect(await item(page, 'unsentNoSmtp').textContent()).toBe(
        '1E-mails not sent: no SMTP server configured',
      )
      expect(await item(page, 'unsentNoSmtp').getAttribute('href')).toBe('/admin/outbox')
      // Before the count cards.
      const attentionTop = (await page
        .getByRole('heading', { name: 'Needs attention' })
        .boundingBox())!.y
      const cardsTop = (await page.getByTestId('count-caseStudies').boundingBox())!.y
      expect(attentionTop).toBeLessThan(cardsTop)
      expect(await axeViolations(page), `at ${width}`).toEqual([])
      await page.context().close()
    }
  })
})
