/**
 * The crawl: from `/` (and robots.txt and the sitemap), follow every internal
 * link breadth-first and fetch it. No page answers 404 or 500, every seeded
 * resource is reached, every calendar file parses with ical.js and every
 * feed and sitemap parses as XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls } from './route-paths'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'crawl test password' })

/** At most this many URLs: the crawl stops by itself. */
const MAX_URLS = 600

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** Every same-origin path a document links to (href and src attributes; sitemap <loc>s). */
function linksOf(body: string, base: URL): string[] {
  const found: string[] = []
  for (const [, href] of body.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(decode(href!))
  for (const [, loc] of body.matchAll(/<loc>([^<]*)<\/loc>/g)) found.push(decode(loc!))
  const paths: string[] = []
  for (const href of found) {
    if (!href.startsWith('/') && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(href)) continue
    if (href.startsWith('//')) continue
    const url = new URL(href, base)
    url.hash = ''
    // The sitemap's and feed's absolute links name PUBLIC_ORIGIN (localhost): same site.
    paths.push(`${url.pathname}${url.search}`)
  }
  return paths
}

test('every internal link answers, every resource is reached, every file parses', async () => {
  const base = new URL(fixture.server.url)
  const queue = ['/', '/robots.txt', '/sitemap.xml']
  const seen = new Set(queue)
  const failures: string[] = []
  const statuses = new Map<string, number>()
  let calendars = 0
  let xmlDocuments = 0

  while (queue.length > 0 && seen.size <= MAX_URLS) {
    const path = queue.shift()!
    const response = await fetch(new URL(path, base))
    statuses.set(path, response.status)
    if (response.status >= 400) {
      failures.push(`${path}: ${response.status}`)
      await response.body?.cancel()
      continue
    }
    const type = response.headers.get('content-type') ?? ''
    if (type.startsWith('text/calendar')) {
      const component = new ICAL.Component(ICAL.parse(await response.text()))
      expect(component.getFirstSubcomponent('vevent'), path).toBeTruthy()
      calendars += 1
      continue
    }
    if (/xml/.test(type)) {
      const xml = await response.text()
      expect(XMLValidator.validate(xml), path).toBe(true)
      expect(new XMLParser().parse(xml), path).toBeTruthy()
      xmlDocuments += 1
      for (const link of linksOf(xml, base)) {
        if (seen.has(link)) continue
        seen.add(link)
        queue.push(link)
      }
      continue
    }
    if (!/text\/(html|plain)/.test(type)) {
      await response.body?.cancel()
      continue
    }
    const body = await response.text()
    // robots.txt names the sitemap by its absolute URL.
    const links = type.startsWith('text/plain')
      ? [...body.matchAll(/Sitemap: (\S+)/g)].map((match) => new URL(match[1]!).pathname)
      : linksOf(body, base)
    for (const link of links) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push(link)
    }
  }

  expect(failures).toEqual([])
  expect(seen.size).toBeLessThanOrEqual(MAX_URLS)

  // Every seeded resource was reached by following links, at its stored link.
  const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
    link: string
    type: string
  }>
  expect(resources.length).toBeGreaterThan(0)
  for (const resource of resources) expect(statuses.get(resource.link), resource.link).toBe(200)
  // The library's pages were among them, the event's calendar file and the feed too.
  for (const path of [
    '/resources',
    '/resources/events',
    '/resources/newsroom',
    '/resources/case-studies',
    '/resources/white-papers',
    '/resources/webinars',
    '/resources/newsroom/feed.xml',
  ])
    expect(statuses.get(path), path).toBe(200)
  expect(calendars).toBeGreaterThanOrEqual(resources.filter((r) => r.type === 'event').length)
  expect(xmlDocuments).toBeGreaterThanOrEqual(2)
})

test('the sitemap lists every public page a visitor may land on', async () => {
  const sitemap = await (await fetch(`${fixture.server.url}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  )
  const pages = publicPageUrls.filter((path) => !/no-such|sample-|\/unsubscribe$/.test(path))
  expect(pages).toContain('/platform')
  for (const page of pages) expect(listed, page).toContain(page)
})
