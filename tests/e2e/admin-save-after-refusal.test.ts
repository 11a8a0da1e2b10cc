import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'save after refusal test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

const adminPage = (path: string) =>
  openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path)

describe('a save right after a refused one', () => {
  // The error under a field used to vanish on blur, that is between the press and the release of
  // the pointer on Save: the button moved up from under the pointer and the click was lost.
  test('regional offers: the corrected form is sent and saved every time', async () => {
    const page = await adminPage('/admin/regional-offers')
    const france = page.locator('form#region-FR')
    const amounts: Array<[string, string]> = [
      ['Starter, billed monthly', '139'],
      ['Starter, billed yearly', '119'],
      ['Professional, billed monthly', '249'],
      ['Professional, billed yearly', '219'],
    ]
    for (const [label, value] of amounts) await france.getByLabel(label).fill(value)
    const extraLicence = france.getByLabel('Extra provider licence (Starter)')
    const save = france.getByRole('button', { name: 'Save France' })
    for (const amount of ['31', '32', '33', '34']) {
      await extraLicence.fill('')
      await save.click()
      await france.getByText('Enter all five amounts, or none').first().waitFor()

      await extraLicence.fill(amount)
      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes('regional-offers'),
        { timeout: 15_000 },
      )
      await save.click()
      const post = await posted
      expect(post.postData(), `save with ${amount}`).toContain(`extraLicence=${amount}`)
      // The page's data read again after the save: the form is settled before the next round
      // (the previous round's toast may still show, so it proves nothing by itself).
      const reloaded = page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' && response.url().includes('regional-offers'),
      )
      expect((await post.response())?.status(), `save with ${amount}`).toBeLessThan(400)
      await reloaded
      await page.getByText('France offer updated').first().waitFor()
      await expect.poll(() => france.getByText('Enter all five amounts, or none').count()).toBe(0)
    }
    await page.reload()
    await expect
      .poll(() =>
        page.locator('form#region-FR').getByLabel('Extra provider licence (Starter)').inputValue(),
      )
      .toBe('34')
    await page.context().close()
  })
})
