/**
 * Every back-office page (every page route under /admin in app/routes.ts, with
 * real ids) at 375 px and 1280 px: no sideways page scroll, and axe-core finds
 * nothing. Then what the issue found unreachable or inert: the audit log's
 * link and filters, the outbox at desktop width, the translation flags.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditEntityTypes } from '~/db/audit-entity-types'
import { auditActions } from '~/db/schema'
import { namespaces } from '~/i18n'
import { loadLocaleFile } from '~/locales/locale-files'
import { submitContactForm } from './admin'
import { afterNextFrames, axeViolations, cspViolations, watchCspViolations } from './browser'
import { serverAndBrowserPerFile } from './fixtures'
import { routeUrls } from './route-paths'

const PASSWORD = 'every admin page password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
const WIDTHS = [375, 1280] as const

/** Page routes under /admin: not the downloads and exports (`.ts` modules) nor the logout action. */
const adminPages = routeUrls
  .filter(({ id, url }) => url.startsWith('/admin') && !id.endsWith('.ts'))
  .map(({ url }) => url)
  .filter((url) => url !== '/admin/logout')

const contexts = new Map<number, BrowserContext>()

/** Text in the shape of a translation key of the locale files (`admin.audit.entityTypes.x`). */
const sections = [
  ...new Set(
    namespaces.flatMap((namespace) => Object.keys(loadLocaleFile('en', namespace) as object)),
  ),
]
// Not inside a path or a file name (solutions-overview.mp4): alone, as a missing key renders.
const rawKey = new RegExp(`(?<![\\w./-])(${sections.join('|')})(\\.[A-Za-z0-9-]+)+(?![\\w/-])`, 'g')

/** Every raw translation key the page shows, in its text or its choices. */
const rawKeysShown = (page: Page) =>
  page.evaluate(
    (source) =>
      [
        document.body.innerText,
        ...[...document.querySelectorAll('option')].map((option) => option.textContent ?? ''),
      ]
        .join('\n')
        .match(new RegExp(source, 'g')) ?? [],
    rawKey.source,
  )

async function loggedIn(width: number) {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  await watchCspViolations(context)
  const login = await context.request.post(`${fixture.server.url}/admin/login`, {
    form: { password: PASSWORD },
    headers: { Origin: fixture.server.url },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  return context
}

async function open(width: number, path: string): Promise<Page> {
  const page = await contexts.get(width)!.newPage()
  await page.goto(`${fixture.server.url}${path}`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
    timeout: 30_000,
  })
  return page
}

/** The first link on `listPath` whose address starts with `prefix`: a real item's page. */
async function firstItem(listPath: string, prefix: string) {
  // The server's HTML holds the links: no page to render (each list page gets its own visit).
  const response = await contexts.get(1280)!.request.get(`${fixture.server.url}${listPath}`)
  expect(response.status(), listPath).toBe(200)
  const href = new RegExp(`href="(${prefix}[^"]+)"`).exec(await response.text())?.[1]
  expect(href, `an item on ${listPath}`).toBeTruthy()
  return href!
}

const realUrlCache = new Map<string, string>()

/** An admin page as a real URL: a sample id replaced by an id the server holds. */
async function realUrl(url: string): Promise<string> {
  if (!realUrlCache.has(url)) {
    const edit = /^\/admin\/([\w-]+)\/edit\/no-such-id$/.exec(url)
    // An item's pages of its own: its history and its preview links.
    const itemPage = /^\/admin\/(history|preview-links)\/([\w-]+)\/no-such-id$/.exec(url)
    if (edit) realUrlCache.set(url, await firstItem(`/admin/${edit[1]}`, `/admin/${edit[1]}/edit/`))
    else if (itemPage) {
      const item = await firstItem(`/admin/${itemPage[2]}`, `/admin/${itemPage[2]}/edit/`)
      realUrlCache.set(url, item.replace(/^\/admin\/([\w-]+)\/edit\//, `/admin/${itemPage[1]}/$1/`))
    } else if (url === '/admin/outbox/no-such-id')
      realUrlCache.set(url, await firstItem('/admin/outbox', '/admin/outbox/email-'))
    else if (url === '/admin/database/contacts/no-such-id')
      realUrlCache.set(
        url,
        await firstItem('/admin/database?tab=contacts', '/admin/database/contacts/'),
      )
    else {
      expect(url, 'a route with a parameter this test does not fill').not.toContain('no-such')
      realUrlCache.set(url, url)
    }
  }
  return realUrlCache.get(url)!
}

beforeAll(async () => {
  for (const width of WIDTHS) contexts.set(width, await loggedIn(width))
  // Something in every list: a contact message (and its e-mail in the outbox).
  await submitContactForm(
    fixture.browser,
    fixture.server.url,
    'A Company With A Long Enough Name To Wrap',
    'Please call back about a virtual ward for our cardiology department.',
  )
})

afterAll(async () => {
  for (const context of contexts.values()) await context.close()
})

describe('every admin page', () => {
  test('the route list holds the pages this test knows', () => {
    expect(adminPages).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/login',
        '/admin/resources',
        '/admin/audit',
        '/admin/outbox',
        '/admin/regional-offers',
      ]),
    )
  })

  // The other tab of the Database page is a page of its own to look at. Each page is
  // opened once, on a phone, then widened to a desktop's width: a page load is the
  // costliest step of the suite, and a window resized must look right too.
  test.each([...adminPages, '/admin/database?tab=contacts'])(
    '%s at 375 then 1280 px: no sideways scroll, nothing for axe-core, no raw key, no CSP violation',
    async (route) => {
      const url = await realUrl(route)
      // The login page is seen logged out (it sends a session on to the dashboard).
      let page: Page
      if (url === '/admin/login') {
        page = await (
          await fixture.browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } })
        ).newPage()
        await watchCspViolations(page)
        await page.goto(`${fixture.server.url}${url}`)
      } else page = await open(WIDTHS[0], url)
      for (const width of WIDTHS) {
        const where = `${url} at ${width} px`
        await page.setViewportSize({ width, height: 900 })
        await afterNextFrames(page)
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ])
        expect(innerWidth, where).toBe(width)
        expect(scrollWidth, `${where} is wider than the window`).toBeLessThanOrEqual(innerWidth)
        expect(await axeViolations(page), where).toEqual([])
        expect(await rawKeysShown(page), `${where}: raw translation keys`).toEqual([])
      }
      expect(await cspViolations(page), `${url}: CSP violations`).toEqual([])
      if (url === '/admin/login') await page.context().close()
      else await page.close()
    },
  )
})

describe('the audit log', () => {
  test('is linked from the sidebar, and filters by every type and action the code writes', async () => {
    const page = await open(1280, '/admin')
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Audit Log' })
      .click()
    await page.waitForURL(`${fixture.server.url}/admin/audit`)
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor()
    const values = (name: string) =>
      page
        .getByLabel(name, { exact: true })
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(await values('Content type')).toEqual(['', ...auditEntityTypes])
    expect(await values('Action')).toEqual(['', ...auditActions])

    // A resource edit, found by its type and action.
    const edit = await firstItem('/admin/resources', '/admin/resources/edit/')
    const form = await open(1280, edit)
    await form.getByLabel('Description', { exact: true }).fill('Audited description.')
    await form.getByRole('button', { name: 'Update Resource' }).click()
    await form.waitForURL(/\/admin\/resources$/)
    await form.close()
    await page.getByLabel('Content type', { exact: true }).selectOption({ label: 'Resources' })
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Update' })
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/type=resources&action=update/)
    await page.getByRole('row').filter({ hasText: 'description' }).first().waitFor()
    const rows = page.getByRole('row').filter({ hasText: 'description' })
    expect(await rows.count()).toBe(1)
    expect(await rows.getByRole('cell').nth(1).textContent()).toMatch(/^Edited “.+”$/)
    expect(await rows.getByRole('cell').nth(2).textContent()).toBe('Resources')
    await page.close()
  })
})

describe('the outbox at 1280 px', () => {
  test('keeps subjects readable and addresses whole, and says no SMTP once', async () => {
    const page = await open(1280, '/admin/outbox')
    const row = page.getByRole('row').filter({ hasText: 'A Company With A Long Enough Name' })
    await row.waitFor()
    const table = page.locator('[data-slot="table-container"]')
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    const cells = row.getByRole('cell')
    // The subject gets room (not a word per line); the address stays on one line.
    expect((await cells.nth(1).boundingBox())!.width).toBeGreaterThanOrEqual(224)
    const lines = await cells.nth(2).evaluate((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    })
    expect(lines).toBe(1)
    expect(await cells.nth(2).textContent()).toBe('info@alakin.com')
    // Until the worker has looked at it, the mail is pending; then it is not sent: no SMTP.
    await expect
      .poll(
        async () => {
          await page.reload()
          return row.getByRole('cell').nth(3).textContent()
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('Not sent: no SMTPAttempts: 0')
    await page.close()
  })
})

describe('the translation manager', () => {
  test('draws its flags as SVG images every browser shows', async () => {
    const page = await open(375, '/admin/translations')
    for (const name of [
      'Germany',
      'the United Kingdom',
      'Spain',
      'France',
      'Indonesia',
      'Portugal',
    ]) {
      const flag = page.getByRole('img', { name: `Flag of ${name}`, exact: true })
      expect(await flag.evaluate((element) => element.tagName.toLowerCase())).toBe('svg')
      expect((await flag.boundingBox())!.width).toBeGreaterThan(20)
      // No regional-indicator emoji anywhere on the page.
      expect(
        await page.evaluate(() => /[\u{1F1E6}-\u{1F1FF}]/u.test(document.body.innerText)),
      ).toBe(false)
    }
    await page.close()
  })
})
