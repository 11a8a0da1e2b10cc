/**
 * The resource library (public-site §2): /resources and its sections, the
 * five listings with pagination, category filter and event tabs (with and
 * without JavaScript), search with highlighted matches, the hash offset, the
 * newsroom feed, and axe-core.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { categories, resources } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { axeViolations, launchBrowser, recordPageErrors } from './browser'
import { loadedScripts } from './public-tour'
import { startServer, type RunningServer } from './server'

/** expect.poll with room for a loaded machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

const fixture = {} as { server: RunningServer; browser: Browser }
const HOSTILE_TITLE = 'Monitoring <script>window.__xss = 1</script> & "quotes"'

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  // The seed plus enough resources for 'view all' and a second page, written
  // before the server starts (the resource manager is another issue's).
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-e2e-library-'))
  const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` })
  await handle.migrate()
  await seedDatabase(handle.db)
  const slugs = Object.fromEntries(
    (await handle.db.select().from(categories)).map((category) => [category.slug, category.id]),
  )
  const extra: Array<typeof resources.$inferInsert> = []
  for (let n = 1; n <= 14; n++) {
    extra.push({
      id: `library-case-${n}`,
      type: 'case-study',
      title: `Library Case Study ${String(n).padStart(2, '0')}`,
      description: `Case study number ${n}.`,
      link: `/resources/${n <= 4 ? 'ai' : 'patient-care'}/library-case-study-${n}`,
      categoryId: n <= 4 ? slugs['ai'] : slugs['patient-care'],
      publishedDate: new Date(Date.now() - (100 + n) * 86_400_000),
    })
  }
  const events: Array<[string, number, string]> = [
    ['Upcoming Tokyo Meetup', 3, 'Asia/Tokyo'],
    ['Upcoming New York Forum', 10, 'America/New_York'],
    ['Upcoming London Workshop', 20, 'Europe/London'],
    ['Upcoming Sydney Day', 90, 'Australia/Sydney'],
    ['Past Berlin Conference', -30, 'Europe/Berlin'],
    ['Past Lisbon Roundtable', -60, 'Europe/Lisbon'],
  ]
  for (const [title, days, timeZone] of events) {
    const slug = title.toLowerCase().replace(/ /g, '-')
    extra.push({
      id: `library-${slug}`,
      type: 'event',
      title,
      description: `${title}, an event.`,
      link: `/resources/patient-care/${slug}`,
      categoryId: slugs['patient-care'],
      startDate: inDays(days),
      startTime: '10:00',
      timeZone,
      duration: '2 hours',
      location: 'Online',
    })
  }
  extra.push({
    id: 'library-hostile',
    type: 'white-paper',
    title: HOSTILE_TITLE,
    description: 'Remote monitoring, <b>not bold</b>.',
    content: '<p>Monitoring at home.</p>',
    link: '/resources/ai/monitoring-hostile',
    categoryId: slugs['ai'],
  })
  await handle.db.insert(resources).values(extra)
  await handle.close()
  fixture.server = await startServer({
    env: { ADMIN_PASSWORD: 'resource library password' },
    dataDir,
  })
  fixture.browser = await launchBrowser()
})

afterAll(async () => {
  await fixture.browser?.close()
  await fixture.server?.stop()
  if (fixture.server) await fs.rm(fixture.server.dataDir, { recursive: true, force: true })
})

async function open(path: string, options: { javaScriptEnabled?: boolean; height?: number } = {}) {
  const context = await fixture.browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: options.height ?? 900 },
  })
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  await page.goto(`${fixture.server.url}${path}`)
  if (options.javaScriptEnabled !== false) {
    await poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('yes')
  }
  return { page, errors, close: () => context.close() }
}

const cardTitles = (page: Page, scope = 'main') =>
  page.locator(`${scope} article h2, ${scope} article h3`).allInnerTexts()

describe('/resources', () => {
  test('links, five sections in order, at most 3 items each, view all only with more', async () => {
    const { page, close } = await open('/resources', { javaScriptEnabled: false })
    const main = page.locator('main')
    for (const [name, href] of [
      ['Manage Resources', '/admin/resources'],
      ['Subscribe to updates', '/subscribe'],
      ['Contact us', '/contact'],
      ['Events', '/resources/events'],
      ['Newsroom', '/resources/newsroom'],
      ['Case Studies', '/resources/case-studies'],
      ['White Papers', '/resources/white-papers'],
      ['Webinars', '/resources/webinars'],
    ])
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(
        href,
      )
    expect(
      await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id)),
    ).toEqual(['upcoming-events', 'newsroom', 'case-studies', 'white-papers', 'webinars'])
    // Five upcoming events, the soonest three in date order; a view-all link.
    expect(await cardTitles(page, '#upcoming-events')).toEqual([
      'Upcoming Tokyo Meetup',
      'Upcoming New York Forum',
      'Upcoming London Workshop',
    ])
    const viewAll = (id: string) => page.locator(`#${id}`).getByRole('link', { name: /^View all/ })
    expect(await viewAll('upcoming-events').getAttribute('href')).toBe('/resources/events')
    expect(await cardTitles(page, '#case-studies')).toHaveLength(3)
    expect(await viewAll('case-studies').getAttribute('href')).toBe('/resources/case-studies')
    // Two newsroom items, one webinar: no view-all link.
    expect(await cardTitles(page, '#newsroom')).toHaveLength(2)
    expect(await viewAll('newsroom').count()).toBe(0)
    expect(await cardTitles(page, '#webinars')).toHaveLength(1)
    expect(await viewAll('webinars').count()).toBe(0)
    // No past event on the index.
    expect(await page.locator('main').innerText()).not.toContain('Past Berlin Conference')
    await close()
  })

  test('the index, a listing and a resource keep the server’s body: not in their scripts (decision 160)', async () => {
    for (const path of [
      '/resources',
      '/resources/case-studies',
      '/resources/ai/monitoring-hostile',
    ]) {
      const { page, errors, close } = await open(path)
      const text = (await page.locator('main').textContent()) ?? ''
      // Cards' summaries, a resource type, the library's and a resource page's own words.
      const words = [
        'Case study number',
        'Case Study',
        'Remote monitoring, <b>not bold</b>.',
        'Search resources',
        'Apply filters',
        'Back to Resources',
      ].filter((phrase) => text.includes(phrase))
      expect(words.length, path).toBeGreaterThan(1)
      for (const source of await loadedScripts(page))
        for (const phrase of words)
          expect(source.includes(phrase), `${path}: ${phrase}`).toBe(false)
      expect(errors).toEqual([])
      await close()
    }
  })

  test('a hash lands its section 100 px below the top of the window', async () => {
    const top = (page: Page) =>
      page.evaluate(() =>
        Math.round(document.getElementById('case-studies')!.getBoundingClientRect().top),
      )
    const { page, close } = await open('/resources#case-studies', { height: 600 })
    await poll(() => top(page)).toBe(100)
    await close()
    // Without JavaScript the browser's own hash scroll keeps the same margin.
    const noJs = await open('/resources#case-studies', { javaScriptEnabled: false, height: 600 })
    expect(
      await noJs.page.evaluate(
        () => getComputedStyle(document.getElementById('case-studies')!).scrollMarginTop,
      ),
    ).toBe('100px')
    await noJs.page.evaluate(() => document.getElementById('case-studies')!.scrollIntoView())
    await poll(() => top(noJs.page)).toBe(100)
    await noJs.close()
  })

  test('search: ranked results with highlighted matches, hostile text stays text, no results', async () => {
    const { page, errors, close } = await open('/resources')
    // The search is sent in the app, as React Router's form did: the document stays (decision 160).
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole('searchbox', { name: 'Search resources' }).fill('monitoring')
    await page.getByRole('searchbox', { name: 'Search resources' }).press('Enter')
    await page.waitForURL(/\?q=monitoring/)
    await poll(() =>
      page.getByRole('heading', { name: 'Search results for “monitoring”' }).count(),
    ).toBe(1)
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
    // The search box, replaced with the results' markup, keeps the focus and the words sent.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('library-q')
    expect(await page.getByRole('searchbox', { name: 'Search resources' }).inputValue()).toBe(
      'monitoring',
    )
    const marks = await page.locator('main article mark').allInnerTexts()
    expect(marks.length).toBeGreaterThan(0)
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^monitor/)
    // The hostile title shows as text, its script never runs.
    expect(await page.locator('main').innerText()).toContain('<script>window.__xss = 1</script>')
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(await page.locator('main article script').count()).toBe(0)

    await page.getByRole('searchbox', { name: 'Search resources' }).fill('zzqxv nothing')
    await page.getByRole('button', { name: 'Search' }).click()
    await poll(() => page.getByText('No resources match “zzqxv nothing”').count()).toBe(1)
    expect(errors).toEqual([])
    await close()

    for (const q of ['%', '_', `'"`, '😀', "'; drop table resources; --", 'a & | ! (']) {
      const response = await fetch(`${fixture.server.url}/resources?q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
      expect(await response.text(), q).toContain('Search results for')
    }
  })

  test('axe finds nothing on the index, a search and a listing', async () => {
    for (const path of ['/resources', '/resources?q=monitoring', '/resources/case-studies']) {
      const { page, close } = await open(path)
      expect(await axeViolations(page), path).toEqual([])
      await close()
    }
  })
})

describe('the listings', () => {
  test('every listing answers, with its own title', async () => {
    for (const [path, title] of [
      ['/resources/events', 'Events'],
      ['/resources/newsroom', 'Newsroom'],
      ['/resources/case-studies', 'Case Studies'],
      ['/resources/white-papers', 'White Papers'],
      ['/resources/webinars', 'Webinars'],
    ]) {
      const response = await fetch(`${fixture.server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    }
  })

  for (const javaScriptEnabled of [false, true]) {
    test(`pagination and the category filter ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const { page, errors, close } = await open('/resources/case-studies', { javaScriptEnabled })
      expect(await cardTitles(page)).toHaveLength(12)
      expect(await page.getByText('Page 1 of 2').count()).toBe(1)
      await page.getByRole('link', { name: 'Next page' }).click()
      await page.waitForURL(/page=2/)
      await poll(() => cardTitles(page)).toHaveLength(3)
      expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      )

      // The filter from the keyboard: choose a category, then Enter on the button.
      await page.getByLabel('Category').focus()
      await page.getByLabel('Category').selectOption('ai')
      await page.getByRole('button', { name: 'Apply filters' }).focus()
      if (javaScriptEnabled)
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
      await page.keyboard.press('Enter')
      await page.waitForURL(/category=ai/)
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      await poll(() => cardTitles(page)).toHaveLength(4)
      if (javaScriptEnabled) {
        // Sent in the app (decision 160): the document stays, the button keeps the focus.
        expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
          'Apply filters',
        )
      }
      expect(await page.title()).toBe('Case Studies | Alakin Resources')
      for (const label of await page.locator('main article p:first-child').allInnerTexts())
        expect(label).toMatch(/· AI$/i)
      expect(await page.getByText('Page 1 of').count()).toBe(0)

      // Search within the filtered listing, then no results.
      await page.getByRole('searchbox', { name: 'Search resources' }).fill('"number 3"')
      await page.getByRole('button', { name: 'Apply filters' }).click()
      await page.waitForURL(/q=/)
      await poll(() => cardTitles(page)).toEqual(['Library Case Study 03'])
      await page.getByRole('searchbox', { name: 'Search resources' }).fill('"number 9"')
      await page.getByRole('button', { name: 'Apply filters' }).click()
      await poll(() => page.getByText('No resources match “"number 9"”').count()).toBe(1)

      // A card opens its detail page (a client navigation when JavaScript runs).
      await page.getByRole('link', { name: 'Clear search' }).click()
      await page.getByRole('link', { name: 'Library Case Study 01' }).click()
      await page.waitForURL(/library-case-study-1$/)
      await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Library Case Study 01',
      )
      expect(await page.title()).toBe('Library Case Study 01 | Alakin Resources')
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)
        // Back to the listing: its body again, from the server.
        await page.goBack()
        await poll(() => cardTitles(page)).toContain('Library Case Study 01')
        expect(await page.title()).toBe('Case Studies | Alakin Resources')
      }
      expect(errors).toEqual([])
      await close()
    })
  }

  test('events: upcoming in date order, past events on their own tab', async () => {
    const { page, close } = await open('/resources/events', { javaScriptEnabled: false })
    const upcoming = await cardTitles(page)
    expect(upcoming).toHaveLength(5)
    expect(upcoming.slice(0, 3)).toEqual([
      'Upcoming Tokyo Meetup',
      'Upcoming New York Forum',
      'Upcoming London Workshop',
    ])
    expect(upcoming).not.toContain('Past Berlin Conference')
    await page.getByRole('link', { name: 'Past events' }).click()
    await page.waitForURL(/when=past/)
    expect(await cardTitles(page)).toEqual(['Past Berlin Conference', 'Past Lisbon Roundtable'])
    expect(await page.getByRole('link', { name: 'Past events' }).getAttribute('aria-current')).toBe(
      'page',
    )
    await close()
  })

  test('an empty filter result says so, with a way back', async () => {
    const response = await fetch(
      `${fixture.server.url}/resources/webinars?category=no-such-category`,
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('No resources match these filters.')
    expect(html).toContain('Show all')
  })
})

describe('the newsroom feed', () => {
  test('is announced on the newsroom pages and parses as RSS with absolute links', async () => {
    for (const path of ['/resources', '/resources/newsroom']) {
      const html = await (await fetch(`${fixture.server.url}${path}`)).text()
      expect(html, path).toMatch(
        /<link rel="alternate" type="application\/rss\+xml" title="Alakin Newsroom" href="\/resources\/newsroom\/feed.xml"/,
      )
    }
    const response = await fetch(`${fixture.server.url}/resources/newsroom/feed.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { channel: { item: Array<{ title: string; link: string; pubDate: string }> } }
    }
    const items = feed.rss.channel.item
    expect(items.map((item) => item.title)).toEqual([
      'Alakin Opens Its FHIR R4 Interoperability Layer to Every Customer',
      'What Two Years of Patient App Data Tell Us About Adherence',
    ])
    for (const item of items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/resources\//)
      const page = await fetch(`${fixture.server.url}${new URL(item.link).pathname}`)
      expect(page.status, item.link).toBe(200)
    }
  })
})
