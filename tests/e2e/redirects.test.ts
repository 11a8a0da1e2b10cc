/**
 * Issue 20, redirects (decision 065): a resource whose link an editor changes
 * answers 301 from its old link for ever, chains collapse to one hop, loops
 * are refused, and staff manage redirects by hand, in the back office and
 * through the API. Real Chromium against the built server.
 */
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { contentClient } from './content-client'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'redirects test password'
// Every test on the embedded PGlite and, in CI, on PostgreSQL too (issue 20).
describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD }, database)
  const adminPage = (path: string, options: { width?: number } = {}) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)
  const api = contentClient(fixture, PASSWORD)
  const call = api.call

  /** What a path answers, without following a redirect. */
  async function answer(path: string) {
    const response = await fetch(`${fixture.server.url}${path}`, { redirect: 'manual' })
    return { status: response.status, location: response.headers.get('Location') }
  }

  describe('redirects', () => {
    test('the API: a new link leaves a 301 behind; chains collapse, loops and taken paths are refused', async () => {
      const body = {
        title: 'Moving Case Study',
        description: 'Its link changes on purpose.',
        type: 'case-study',
        categoryId: api.categoryId,
        content: '<p>Still here</p>',
      }
      const created = (await (await call('POST', '/api/resources', body)).json()) as {
        id: string
        link: string
      }
      const moved = await call('PUT', `/api/resources/${created.id}`, {
        ...body,
        link: '/resources/moved-case-study',
      })
      expect(moved.status).toBe(200)
      expect(((await moved.json()) as { link: string }).link).toBe('/resources/moved-case-study')
      expect(await answer(created.link)).toEqual({
        status: 301,
        location: '/resources/moved-case-study',
      })
      // Campaign tags survive the hop.
      expect((await answer(`${created.link}?utm_source=mail`)).location).toBe(
        '/resources/moved-case-study?utm_source=mail',
      )
      expect((await answer('/resources/moved-case-study')).status).toBe(200)

      // A link another resource has, or a page of the site, is refused.
      const other = (await (
        await call('POST', '/api/resources', { ...body, title: 'Staying Case Study' })
      ).json()) as { id: string }
      const taken = await call('PUT', `/api/resources/${other.id}`, {
        ...body,
        title: 'Staying Case Study',
        link: '/resources/moved-case-study',
      })
      expect(taken.status).toBe(422)
      expect(await taken.json()).toMatchObject({
        errors: { link: ['Another resource already has this link'] },
      })

      // By hand: a redirect to the old link goes straight to the new one.
      const made = await call('POST', '/api/redirects', {
        from: '/spring-campaign',
        to: created.link,
      })
      expect(made.status).toBe(201)
      const redirect = (await made.json()) as { id: string; to: string }
      expect(redirect.to).toBe('/resources/moved-case-study')
      expect(await answer('/spring-campaign')).toEqual({
        status: 301,
        location: '/resources/moved-case-study',
      })
      expect((await call('GET', '/api/redirects')).status).toBe(200)
      expect(await (await call('GET', '/api/redirects')).json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ from: created.link, to: '/resources/moved-case-study' }),
          expect.objectContaining({ from: '/spring-campaign', to: '/resources/moved-case-study' }),
        ]),
      )

      expect(
        (await call('POST', '/api/redirects', { from: '/loop-a', to: '/loop-b' })).status,
      ).toBe(201)
      const loop = await call('POST', '/api/redirects', { from: '/loop-b', to: '/loop-a' })
      expect(loop.status).toBe(422)
      expect(await loop.json()).toMatchObject({
        errors: { to: ['This would loop back to /loop-b'] },
      })
      expect((await answer('/loop-b')).status).toBe(404)
      const page = await call('POST', '/api/redirects', { from: '/pricing', to: '/about' })
      expect(await page.json()).toMatchObject({
        errors: { from: ['This path is a page of the site: it cannot be redirected'] },
      })

      const changed = await call('PUT', `/api/redirects/${redirect.id}`, {
        from: '/summer-campaign',
        to: '/pricing',
      })
      expect(await changed.json()).toMatchObject({ from: '/summer-campaign', to: '/pricing' })
      expect((await answer('/spring-campaign')).status).toBe(404)
      expect((await call('DELETE', `/api/redirects/${redirect.id}`)).status).toBe(204)
      expect((await answer('/summer-campaign')).status).toBe(404)
      expect((await call('GET', '/api/redirects', undefined, false)).status).toBe(401)
    })

    test('an editor changes a link in the form, and manages redirects by hand', async () => {
      const created = (await (
        await call('POST', '/api/resources', {
          title: 'Renamed In The Form',
          description: 'An editor gives it a better link.',
          type: 'case-study',
          categoryId: api.categoryId,
          content: '<p>Same body</p>',
        })
      ).json()) as { id: string; link: string }

      const page = await adminPage(`/admin/resources/edit/${created.id}`)
      const link = page.getByRole('textbox', { name: 'Link', exact: true })
      expect(await link.inputValue()).toBe(created.link)
      // A link with a space is refused, with the reason, and the editor corrects it.
      await link.fill('/resources/a better link')
      await page.getByRole('button', { name: 'Update Resource' }).click()
      await page
        .getByText('Enter a link starting with /resources/, with no spaces, ? or #')
        .waitFor()
      await link.fill('/resources/a-better-link')
      await page.getByRole('button', { name: 'Update Resource' }).click()
      await page.waitForURL(/\/admin\/resources$/)

      // A visitor following the old link lands on the page at its new one.
      const visitor = await fixture.browser.newPage()
      await visitor.goto(`${fixture.server.url}${created.link}`)
      expect(new URL(visitor.url()).pathname).toBe('/resources/a-better-link')
      await visitor.getByRole('heading', { level: 1, name: 'Renamed In The Form' }).waitFor()

      await page.getByRole('link', { name: 'Redirects' }).click()
      await page.waitForURL(/\/admin\/redirects$/)
      const row = page.locator('tbody tr', { hasText: created.link })
      await row.waitFor()
      expect(await row.locator('td').nth(1).textContent()).toBe('/resources/a-better-link')
      expect(await axeViolations(page)).toEqual([])
      const rows = await page.locator('tbody tr').count()

      // A path the site answers itself is refused, with the reason, and nothing is added.
      await page.getByRole('textbox', { name: 'From', exact: true }).fill('/pricing')
      await page.getByRole('textbox', { name: 'To', exact: true }).fill('/about')
      await page.getByRole('button', { name: 'Add redirect' }).click()
      await page.getByText('This path is a page of the site: it cannot be redirected').waitFor()
      expect(await page.locator('tbody tr').count()).toBe(rows)

      await page.getByRole('textbox', { name: 'From', exact: true }).fill('/old-brochure')
      await page.getByRole('button', { name: 'Add redirect' }).click()
      await page.getByText('Redirect added').first().waitFor()
      await page.locator('tbody tr', { hasText: '/old-brochure' }).waitFor()
      await visitor.goto(`${fixture.server.url}/old-brochure`)
      expect(new URL(visitor.url()).pathname).toBe('/about')

      await page.getByRole('button', { name: 'Delete /old-brochure' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await page.locator('tbody tr', { hasText: '/old-brochure' }).waitFor({ state: 'detached' })
      await expect.poll(async () => (await answer('/old-brochure')).status).toBe(404)
      await visitor.close()
      await page.context().close()
    })
  })
})
