/**
 * Issue 20, the lifecycle (decision 061): a draft is absent from every public
 * surface (pages, listings, search, sitemap, RSS, .ics, public API reads, the
 * page cache) and shown to staff; publishing brings it everywhere; a
 * scheduled item appears by itself at its time. Real Chromium, built server.
 */
import { describe, expect, test } from 'vitest'
import { adminPage as openAdminPage } from './admin'
import { axeViolations } from './browser'
import { e2eDatabases, serverAndBrowserPerFile } from './fixtures'
import { contentClient } from './content-client'

const PASSWORD = 'lifecycle test password'
// Every test on the embedded PGlite and, in CI, on PostgreSQL too (issue 20).
describe.each(e2eDatabases())('on %s', (database) => {
  const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD }, database)
  const adminPage = (path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) =>
    openAdminPage(fixture.browser, fixture.server.url, PASSWORD, path, options)

  const api = contentClient(fixture, PASSWORD)
  const call = api.call

  /** A public page's text, as an anonymous visitor gets it (through the page cache). */
  const publicText = async (path: string) => {
    const response = await fetch(`${fixture.server.url}${path}`)
    return { status: response.status, text: await response.text() }
  }

  describe('a draft', () => {
    test('testimonial: saved from the form as a draft, absent from the home page until published', async () => {
      const before = await publicText('/')
      expect(before.text).toContain('<html')
      const page = await adminPage('/admin/testimonials/new')
      expect(await axeViolations(page)).toEqual([])
      await page.getByLabel('Quote').fill('Drafted words nobody may read yet.')
      await page.getByLabel('Author', { exact: true }).fill('Dora Draft')
      await page.getByRole('radio', { name: 'Save as draft' }).check()
      await page.getByRole('button', { name: 'Create Testimonial' }).click()
      await page.getByText('Testimonial created').waitFor()
      const row = page.locator('tbody tr', { hasText: 'Dora Draft' })
      await row.getByText('Draft', { exact: true }).waitFor()

      expect((await publicText('/')).text).not.toContain('Dora Draft')
      const anonymous = (await (
        await call('GET', '/api/testimonials', undefined, false)
      ).json()) as Array<{ author: string }>
      expect(anonymous.map((item) => item.author)).not.toContain('Dora Draft')
      const staff = (await (await call('GET', '/api/testimonials')).json()) as Array<{
        id: string
        author: string
        status: string
      }>
      const draft = staff.find((item) => item.author === 'Dora Draft')!
      expect(draft.status).toBe('draft')
      expect((await call('GET', `/api/testimonials/${draft.id}`, undefined, false)).status).toBe(
        404,
      )

      await row.getByRole('link', { name: 'Edit Dora Draft' }).click()
      await page.getByRole('radio', { name: 'Publish now' }).check()
      await page.getByRole('button', { name: 'Update Testimonial' }).click()
      await page.getByText('Testimonial updated').waitFor()
      await expect.poll(async () => (await publicText('/')).text).toContain('Dora Draft')
      await page.context().close()
    })

    test('resource: no page, listing, search, sitemap, feed, .ics or API read until published', async () => {
      const created = await call('POST', '/api/resources', {
        title: 'Embargoed Launch Note',
        description: 'Under embargo.',
        type: 'press-release',
        categoryId: api.categoryId,
        content: '<p>Embargoed launch text</p>',
        status: 'draft',
      })
      expect(created.status).toBe(201)
      const release = (await created.json()) as { id: string; link: string }
      const event = (await (
        await call('POST', '/api/resources', {
          title: 'Embargoed Briefing',
          description: 'Not announced.',
          type: 'event',
          categoryId: api.categoryId,
          startDate: '2099-03-01',
          startTime: '10:00',
          timeZone: 'UTC',
          duration: '1 hour',
          location: 'Online',
          content: '<p>Agenda</p>',
          status: 'draft',
        })
      ).json()) as { id: string; link: string }

      const surfaces = async () => ({
        page: (await publicText(release.link)).status,
        eventPage: (await publicText(event.link)).status,
        newsroom: (await publicText('/resources/newsroom')).text.includes('Embargoed Launch Note'),
        events: (await publicText('/resources/events')).text.includes('Embargoed Briefing'),
        index: (await publicText('/resources')).text.includes('Embargoed'),
        search: (await publicText('/resources/newsroom?q=Embargoed')).text.includes(
          'Embargoed Launch Note',
        ),
        sitemap: (await publicText('/sitemap.xml')).text.includes(release.link),
        feed: (await publicText('/resources/newsroom/feed.xml')).text.includes('Embargoed'),
        ics: (await publicText(`/calendar/${event.id}.ics`)).status,
        api: (await call('GET', `/api/resources/${release.id}`, undefined, false)).status,
      })
      expect(await surfaces()).toEqual({
        page: 404,
        eventPage: 404,
        newsroom: false,
        events: false,
        index: false,
        search: false,
        sitemap: false,
        feed: false,
        ics: 404,
        api: 404,
      })
      expect((await call('GET', `/api/resources/${release.id}`)).status).toBe(200)

      for (const item of [release, event]) {
        const stored = (await (await call('GET', `/api/resources/${item.id}`)).json()) as Record<
          string,
          unknown
        >
        // Every field the API takes, as stored, but published.
        const { id, link, createdAt, updatedAt, publishedDate, featured, deletedAt, ...writable } =
          stored
        void [id, link, createdAt, updatedAt, publishedDate, featured, deletedAt]
        const body = { ...writable, status: 'published', publishAt: null }
        expect((await call('PUT', `/api/resources/${item.id}`, body)).status).toBe(200)
      }
      // Cached pages follow within the page cache's half second (decision 016).
      await expect.poll(surfaces).toEqual({
        page: 200,
        eventPage: 200,
        newsroom: true,
        events: true,
        index: true,
        search: true,
        sitemap: true,
        feed: true,
        ics: 200,
        api: 200,
      })
    })
  })

  describe('a scheduled resource', () => {
    test('appears by itself at its time, on a page already in the cache', async () => {
      const publishAt = new Date(Date.now() + 5_000)
      const created = await call('POST', '/api/resources', {
        title: 'Timed Case Study',
        description: 'Out at its time.',
        type: 'case-study',
        categoryId: api.categoryId,
        content: '<p>On time</p>',
        status: 'scheduled',
        publishAt: publishAt.toISOString(),
      })
      expect(created.status).toBe(201)
      const resource = (await created.json()) as { link: string; status: string }
      expect(resource.status).toBe('scheduled')
      // The listing is rendered (and cached) while the resource is not due yet.
      const early = await publicText('/resources/case-studies')
      if (Date.now() < publishAt.getTime() - 500) {
        expect(early.text).not.toContain('Timed Case Study')
        expect((await publicText(resource.link)).status).toBe(404)
      }
      await expect
        .poll(async () => (await publicText('/resources/case-studies')).text, { timeout: 30_000 })
        .toContain('Timed Case Study')
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
      expect((await publicText(resource.link)).status).toBe(200)
    })

    test('the form schedules in a chosen time zone, and the list says when (site time zone)', async () => {
      const page = await adminPage('/admin/videos/new')
      await page.getByLabel('Video Title').fill('Scheduled tour')
      await page.getByLabel('Video URL').fill('/media/videos/platform-tour.mp4')
      await page.getByRole('radio', { name: 'Schedule' }).check()
      await page.getByLabel('Publish at').fill('2099-07-01T09:00')
      await page.getByLabel('Publication time zone').selectOption('Europe/Paris')
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Add Video' }).click()
      await page.getByText('Video added').first().waitFor()
      const row = page.locator('tbody tr', { hasText: 'Scheduled tour' })
      await row.getByText('Scheduled 1 Jul 2099, 09:00').waitFor()
      await page.context().close()
    })
  })

  describe('a preview link', () => {
    test('shows a draft as it will look, never indexed nor cached, until revoked', async () => {
      const created = (await (
        await call('POST', '/api/resources', {
          title: 'Previewed Draft Study',
          description: 'Seen through its link only.',
          type: 'case-study',
          categoryId: api.categoryId,
          content: '<p>Preview body</p>',
          status: 'draft',
        })
      ).json()) as { id: string; link: string }
      expect((await publicText(created.link)).status).toBe(404)
      expect(
        (await call('POST', `/api/resources/${created.id}/preview-links`, undefined, false)).status,
      ).toBe(401)
      const response = await call('POST', `/api/resources/${created.id}/preview-links`)
      expect(response.status).toBe(201)
      const link = (await response.json()) as { id: string; url: string; expiresAt: string }
      const path = new URL(link.url).pathname
      expect(path).toMatch(/^\/preview\/[\w-]{43}$/)
      expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000)

      const context = await fixture.browser.newContext()
      const page = await context.newPage()
      const shown = await page.goto(`${fixture.server.url}${path}`)
      expect(shown?.status()).toBe(200)
      expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow')
      expect(shown?.headers()['cache-control']).toBe('private, no-store')
      await page.getByRole('heading', { level: 1, name: 'Previewed Draft Study' }).waitFor()
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      await context.close()
      // Still not public.
      expect((await publicText(created.link)).status).toBe(404)

      expect(
        (await call('DELETE', `/api/resources/${created.id}/preview-links/${link.id}`)).status,
      ).toBe(204)
      expect((await publicText(path)).status).toBe(404)
      expect((await publicText('/preview/not-a-real-token-at-all-000000000')).status).toBe(404)
    })

    test("of any other item shows the page that lists it: made and revoked on the item's preview links page", async () => {
      const testimonial = (await (
        await call('POST', '/api/testimonials', {
          quote: 'Words only a preview link shows.',
          author: 'Petra Preview',
          status: 'draft',
        })
      ).json()) as { id: string }
      expect((await publicText('/')).text).not.toContain('Petra Preview')

      const page = await adminPage(`/admin/testimonials/edit/${testimonial.id}`)
      await page.getByRole('link', { name: 'Preview links' }).click()
      await page.getByRole('heading', { level: 1, name: 'Preview links: Petra Preview' }).waitFor()
      await page.getByText('No preview links yet.').waitFor()
      await page.getByRole('button', { name: 'Create preview link' }).click()
      const address = page.getByRole('textbox', { name: 'Preview link' })
      await address.waitFor()
      expect(await axeViolations(page)).toEqual([])
      const url = await address.inputValue()
      expect(url).toMatch(/\/preview\/[\w-]{43}$/)
      const path = new URL(url).pathname

      const visitor = await fixture.browser.newPage()
      const shown = await visitor.goto(`${fixture.server.url}${path}`)
      expect(shown?.status()).toBe(200)
      expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow')
      // The home page, with the draft among the testimonials.
      await visitor.getByRole('heading', { level: 1 }).waitFor()
      expect(await visitor.content()).toContain('Petra Preview')
      expect((await publicText('/')).text).not.toContain('Petra Preview')

      // Revoked from the page: the link stops working, the list says so.
      await page.getByRole('button', { name: /^Revoke the link made / }).click()
      await page.getByText('Preview link revoked').first().waitFor()
      await page.getByText(/· revoked$/).waitFor()
      expect((await visitor.reload())?.status()).toBe(404)
      await visitor.close()
      await page.context().close()

      // A customer logo is previewed on the pricing page, a category in the library.
      const logo = (await (
        await call('POST', '/api/customer-logos', { name: 'Previewco Health', status: 'draft' })
      ).json()) as { id: string }
      const category = (await (
        await call('POST', '/api/categories', { title: 'Preview Topic', status: 'draft' })
      ).json()) as { id: string }
      await call('POST', '/api/resources', {
        title: 'Filed Under A Draft Topic',
        description: 'Public, in a category that is not yet.',
        type: 'case-study',
        categoryId: category.id,
        content: '<p>Body</p>',
      })
      const previewOf = async (type: string, id: string) => {
        const made = (await (await call('POST', `/api/${type}/${id}/preview-links`)).json()) as {
          url: string
        }
        return publicText(new URL(made.url).pathname)
      }
      expect((await publicText('/pricing')).text).not.toContain('Previewco Health')
      expect((await previewOf('customer-logos', logo.id)).text).toContain('Previewco Health')
      const library = await publicText('/resources')
      expect(library.text).toContain('Filed Under A Draft Topic')
      expect(library.text).not.toContain('Preview Topic')
      expect((await previewOf('categories', category.id)).text).toContain('Preview Topic')
    })
  })
})
