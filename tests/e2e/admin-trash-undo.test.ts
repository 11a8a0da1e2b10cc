/**
 * Issue 38: deleting content says what happens (it moves to the trash, where it
 * can be restored) and the toast offers Undo, which brings the item back on the
 * page the editor is on. Only redirects, which have no trash, still say
 * "permanently". Real Chromium against the built server.
 */
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { contentClient } from './content-client'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'trash undo test password'

describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD }, database)
  const adminPage = (path: string) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path)
  const api = contentClient(fixture, PASSWORD)

  test('Move to trash, then Undo in the toast, restores the testimonial in place', async () => {
    const created = (await (
      await api.call('POST', '/api/testimonials', { quote: 'Worth keeping.', author: 'Una Undo' })
    ).json()) as { id: string }

    const page = await adminPage('/admin/testimonials?q=Una')
    const row = page.locator('tbody tr', { hasText: 'Una Undo' })
    await row.getByRole('button', { name: 'Delete Una Undo' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('heading', { name: 'Move to trash?' }).waitFor()
    expect(await dialog.textContent()).toContain('“Una Undo” goes to the trash')
    expect(await dialog.textContent()).not.toMatch(/permanent/i)
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Move to trash' }).click()

    await row.waitFor({ state: 'detached' })
    await page.getByText('Moved to trash').waitFor()
    expect((await api.call('GET', `/api/testimonials/${created.id}`)).status).toBe(404)

    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Item restored').first().waitFor()
    await row.waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/testimonials')
    expect((await api.call('GET', `/api/testimonials/${created.id}`)).status).toBe(200)
    await page.context().close()
  })

  test('deleting a redirect still says it is permanent, and has no Undo', async () => {
    const page = await adminPage('/admin/redirects')
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('/undo-check')
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('/resources')
    await page.getByRole('button', { name: 'Add redirect' }).click()
    await page.getByRole('button', { name: 'Delete /undo-check' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('This will permanently delete “/undo-check”.').waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('button', { name: 'Delete /undo-check' }).waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0)
    await page.context().close()
  })
})
