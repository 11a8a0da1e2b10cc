/**
 * Back-office details on a phone: a list card shows no heading over an empty
 * value (a sign-in has no author and no changed fields), and the trash's Save
 * sits beside its field rather than after the label's width.
 */
import { describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'phone empty labels password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const open = (path: string, width: number) =>
  adminPage(fixture.browser, fixture.server.url, PASSWORD, path, { width })

describe('at 375 px', () => {
  test('an audit card shows a heading only over a value', async () => {
    const page = await open('/admin/audit', 375)
    const signIn = page.locator('tbody tr', { hasText: 'Signed in to the back office' }).first()
    await signIn.waitFor()
    const shown = await signIn
      .locator('td[data-label]')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.getBoundingClientRect().height > 0)
          .map((cell) => ({ label: cell.dataset.label, value: cell.textContent?.trim() ?? '' })),
      )
    expect(shown.map(({ label }) => label)).toEqual(['When', 'What happened', 'Type'])
    expect(shown.every(({ value }) => value !== '')).toBe(true)
    await page.context().close()
  })
})

describe.each([375, 1280])('the trash at %i px', (width) => {
  test('Save sits beside its field', async () => {
    const page = await open('/admin/trash', width)
    const field = (await page.getByLabel('Keep deleted items (days)').boundingBox())!
    const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!
    expect(save.x - (field.x + field.width)).toBeGreaterThan(0)
    expect(save.x - (field.x + field.width)).toBeLessThanOrEqual(16)
    expect(Math.abs(save.y + save.height / 2 - (field.y + field.height / 2))).toBeLessThan(2)
    await page.context().close()
  })
})
