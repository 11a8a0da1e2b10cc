/**
 * Issue 20, the trash (decision 062): a deleted item answers 404 at once,
 * waits in the trash page, and comes back on restore; deleted for good it is
 * gone. Real Chromium against the built server, and the API's endpoints.
 */
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'
import { contentClient } from './content-client'

const PASSWORD = 'trash test password'
// Every test on the embedded PGlite and, in CI, on PostgreSQL too (issue 20).
describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD }, database)
  const adminPage = (path: string, options: { width?: number } = {}) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

  const api = contentClient(fixture, PASSWORD)
  const call = api.call

  const statusOf = async (path: string) => (await fetch(`${fixture.server.url}${path}`)).status

  describe('the trash', () => {
    test('a deleted resource answers 404 at once, is listed in the trash and comes back on restore', async () => {
      const created = (await (
        await call('POST', '/api/resources', {
          title: 'Recyclable Case Study',
          description: 'Deleted, then restored.',
          type: 'case-study',
          categoryId: api.categoryId,
          content: '<p>Back again</p>',
        })
      ).json()) as { id: string; link: string }
      expect(await statusOf(created.link)).toBe(200)

      const page = await adminPage('/admin/resources?q=Recyclable')
      await page.getByRole('button', { name: 'Delete Recyclable Case Study' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click()
      await page
        .locator('tbody tr', { hasText: 'Recyclable Case Study' })
        .waitFor({ state: 'detached' })
      await expect.poll(() => statusOf(created.link)).toBe(404)

      await page.getByRole('link', { name: 'Trash' }).click()
      await page.waitForURL(/\/admin\/trash$/)
      const row = page.locator('tbody tr', { hasText: 'Recyclable Case Study' })
      await row.waitFor()
      expect(await row.locator('td').first().textContent()).toBe('Resources')
      expect(await axeViolations(page)).toEqual([])
      await row.getByRole('button', { name: /^Restore\W+Recyclable Case Study$/ }).click()
      await page.getByText('Item restored').first().waitFor()
      await row.waitFor({ state: 'detached' })
      await expect.poll(() => statusOf(created.link)).toBe(200)
      await page.context().close()
    })

    test('the API: DELETE trashes, GET /api/trash lists, restore, delete for good', async () => {
      const created = (await (
        await call('POST', '/api/testimonials', { quote: 'Temporary.', author: 'Tim Trash' })
      ).json()) as { id: string }
      expect((await call('DELETE', `/api/testimonials/${created.id}`)).status).toBe(204)
      expect((await call('GET', `/api/testimonials/${created.id}`)).status).toBe(404)
      const trash = (await (await call('GET', '/api/trash')).json()) as Array<{
        type: string
        id: string
        name: string
      }>
      expect(trash).toContainEqual(
        expect.objectContaining({ type: 'testimonials', id: created.id, name: 'Tim Trash' }),
      )
      expect((await fetch(`${fixture.server.url}/api/trash`)).status).toBe(401)

      const restored = await call('POST', `/api/testimonials/${created.id}/restore`)
      expect(restored.status).toBe(200)
      expect(((await restored.json()) as { author: string }).author).toBe('Tim Trash')
      expect((await call('GET', `/api/testimonials/${created.id}`)).status).toBe(200)

      expect((await call('DELETE', `/api/trash/testimonials/${created.id}`)).status).toBe(404)
      expect((await call('DELETE', `/api/testimonials/${created.id}`)).status).toBe(204)
      expect((await call('DELETE', `/api/trash/testimonials/${created.id}`)).status).toBe(204)
      expect((await call('POST', `/api/testimonials/${created.id}/restore`)).status).toBe(404)
      const after = (await (await call('GET', '/api/trash')).json()) as Array<{ id: string }>
      expect(after.map((item) => item.id)).not.toContain(created.id)
    })

    test('the retention period is set on the trash page (whole days), at 375 px too', async () => {
      const page = await adminPage('/admin/trash', { width: 375 })
      const days = page.getByLabel('Keep deleted items (days)')
      expect(await days.inputValue()).toBe('30')
      await days.fill('14')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Retention period saved').first().waitFor()
      await page.getByText('Deleted items stay here for 14 days', { exact: false }).waitFor()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    })
  })

  describe('versions', () => {
    test('the history shows each save field by field; restoring brings the old title back on the public page', async () => {
      const created = (await (
        await call('POST', '/api/resources', {
          title: 'Original Versioned Title',
          description: 'Edited twice.',
          type: 'case-study',
          categoryId: api.categoryId,
          content: '<p>First <strong>body</strong></p>',
        })
      ).json()) as Record<string, unknown> & { id: string; link: string }
      const { id, link, createdAt, updatedAt, publishedDate, featured, deletedAt, ...writable } =
        created
      void [createdAt, updatedAt, publishedDate, featured, deletedAt]
      const renamed = await call('PUT', `/api/resources/${id}`, {
        ...writable,
        title: 'Rewritten Title',
        content: '<p>Second body</p>',
      })
      expect(renamed.status).toBe(200)
      await expect
        .poll(async () =>
          (await (await fetch(`${fixture.server.url}${link}`)).text()).includes('Rewritten Title'),
        )
        .toBe(true)

      const versions = (await (
        await call('GET', `/api/resources/${id}/versions`)
      ).json()) as Array<{
        id: string
        actor: string
        changes: Array<{ field: string; before: string; after: string }>
      }>
      expect(versions).toHaveLength(2)
      expect(versions[0]!.changes).toEqual([
        { field: 'title', before: 'Original Versioned Title', after: 'Rewritten Title' },
        { field: 'content', before: 'First body', after: 'Second body' },
      ])
      expect((await fetch(`${fixture.server.url}/api/resources/${id}/versions`)).status).toBe(401)

      const page = await adminPage(`/admin/resources/edit/${id}`)
      await page.getByRole('link', { name: 'History' }).click()
      await page.waitForURL(`**/admin/history/resources/${id}`)
      await page.getByRole('heading', { name: 'History of Rewritten Title' }).waitFor()
      expect(await page.locator('del').first().textContent()).toContain('Original Versioned')
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Restore this version' }).click()
      await page.getByText('Version restored').first().waitFor()
      await page.getByRole('heading', { name: 'History of Original Versioned Title' }).waitFor()
      expect(await page.locator('#versions > li').count()).toBe(3)
      await page.context().close()

      await expect
        .poll(async () =>
          (await (await fetch(`${fixture.server.url}${link}`)).text()).includes(
            'Original Versioned Title',
          ),
        )
        .toBe(true)
      // Through the API too: restoring the rename is again a new version.
      const again = await call('POST', `/api/resources/${id}/versions/${versions[0]!.id}/restore`)
      expect(again.status).toBe(200)
      expect(((await again.json()) as { title: string }).title).toBe('Rewritten Title')
      expect(
        ((await (await call('GET', `/api/resources/${id}/versions`)).json()) as unknown[]).length,
      ).toBe(4)
    })
  })
})
