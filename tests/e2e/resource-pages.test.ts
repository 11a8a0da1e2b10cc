/**
 * Resource detail pages at their stored links, their other public forms (301),
 * the calendar file of events, robots.txt and the sitemap (resource library
 * issue, first part).
 */
import fs from 'node:fs/promises'
import { XMLParser } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'resource pages password' })

interface ApiResource {
  id: string
  title: string
  type: string
  link: string
  updatedAt: string
}
const seeded = async () =>
  (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as ApiResource[]

describe('resource detail pages', () => {
  test('every seeded resource has its page at its stored link, with its title and JSON-LD', async () => {
    const resources = await seeded()
    expect(resources.length).toBe(8)
    for (const resource of resources) {
      const response = await fetch(`${fixture.server.url}${resource.link}`)
      const html = await response.text()
      expect(response.status, resource.link).toBe(200)
      expect(html, resource.link).toContain(`<h1`)
      expect(html, resource.link).toContain(resource.title.replace(/&/g, '&amp;'))
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1]!) as { '@type': string })
      const types = jsonLd.map((data) => data['@type'])
      expect(types, resource.link).toContain('Organization')
      expect(types, resource.link).toContain(
        resource.type === 'event'
          ? 'Event'
          : ['press-release', 'news-article'].includes(resource.type)
            ? 'NewsArticle'
            : 'Article',
      )
      expect(html, resource.link).toContain(`rel="canonical" href="http://localhost:`)
    }
  })

  test('the other public forms of a URL answer 301 to the one canonical link', async () => {
    const resources = await seeded()
    const forms: Record<string, string> = {
      event: 'events',
      webinar: 'webinars',
      'white-paper': 'white-papers',
      'case-study': 'case-studies',
      'compliance-doc': 'compliance',
    }
    for (const resource of resources.filter((r) => forms[r.type])) {
      const alternative = `/resources/${forms[resource.type]}/${resource.link.split('/').at(-1)}`
      if (alternative === resource.link) continue
      const response = await fetch(`${fixture.server.url}${alternative}`, { redirect: 'manual' })
      expect(response.status, alternative).toBe(301)
      expect(new URL(response.headers.get('location')!, fixture.server.url).pathname).toBe(
        resource.link,
      )
    }
  })

  test('an unknown slug is the 404 page with status 404', async () => {
    for (const path of [
      '/resources/ai/no-such-resource',
      '/resources/webinars/no-such-one',
      '/resources/a/b/c',
    ]) {
      const response = await fetch(`${fixture.server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('404')
    }
  })

  test('an event page offers its calendar file, which a real parser reads', async () => {
    const event = (await seeded()).find((resource) => resource.type === 'event')!
    const page = await fixture.browser.newPage()
    await page.goto(`${fixture.server.url}${event.link}`)
    const href = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const response = await fetch(`${fixture.server.url}${href}`)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
      'vevent',
    )!
    const parsed = new ICAL.Event(vevent)
    expect(parsed.summary).toBe(event.title)
    expect(parsed.location).toBe('Paris, France')
    expect(parsed.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now())
    await page.close()
  })

  test('a white paper downloads its PDF from the detail page, byte for byte', async () => {
    const whitePaper = (await seeded()).find((resource) => resource.type === 'white-paper')!
    const context = await fixture.browser.newContext({ acceptDownloads: true })
    const page = await context.newPage()
    await page.goto(`${fixture.server.url}${whitePaper.link}`)
    const link = page.getByRole('link', { name: 'Download the PDF' })
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/^\/uploads\/.+\.pdf$/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const saved = await fs.readFile((await download.path())!)
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(saved.toString('latin1').trimEnd()).toMatch(/%%EOF$/)
    const served = await fetch(`${fixture.server.url}${href}`)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(saved)).toBe(true)
    await context.close()
  })

  // axe-core on one detail page of each type at 375 and 1280 px: public-pages.test.ts.
  test('a detail page shows without JavaScript', async () => {
    const resources = await seeded()
    const context = await fixture.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const resource = resources.find((r) => r.type === 'case-study')!
    await page.goto(`${fixture.server.url}${resource.link}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(resource.title)
    await context.close()
  })
})

describe('robots.txt and the sitemap', () => {
  test('robots.txt keeps crawlers out of the back office and points at the sitemap', async () => {
    const text = await (await fetch(`${fixture.server.url}/robots.txt`)).text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
  })

  test('the sitemap is well-formed XML listing every resource with its last change', async () => {
    const response = await fetch(`${fixture.server.url}/sitemap.xml`)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await response.text()
    const parsed = new XMLParser().parse(xml) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> }
    }
    const locs = parsed.urlset.url.map((url) => new URL(url.loc).pathname)
    expect(locs).toContain('/')
    for (const resource of await seeded()) {
      expect(locs).toContain(resource.link)
      const entry = parsed.urlset.url.find((url) => url.loc.endsWith(resource.link))!
      expect(new Date(entry.lastmod!).toISOString()).toBe(
        new Date(resource.updatedAt).toISOString(),
      )
    }
  })
})
