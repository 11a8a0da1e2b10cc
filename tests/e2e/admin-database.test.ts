/**
 * The Database page (back office part three): tabs, counts, empty states,
 * the detail view, CSV downloads, and a 100,000-row export with the server's
 * memory watched. The rows are written into the embedded database before the
 * server starts on it.
 */
import fs from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { contactSubmissions, emailOutbox, newsletterSubscriptions } from '~/db/schema'
import { adminPage } from './admin'
import { axeViolations, launchBrowser } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { residentMemoryMb, startServer, type RunningServer } from './server'

const PASSWORD = 'database page password'
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A server on a copy of the seeded embedded database into which `fill` wrote first. */
function serverWith(fill: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  const state = {} as { server: RunningServer }
  beforeAll(async () => {
    const dataDir = await copyOfSeededDatabase()
    const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` })
    await fill(handle.db)
    await handle.close()
    state.server = await startServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD } })
  })
  afterAll(async () => {
    await state.server?.stop()
    if (state.server) await fs.rm(state.server.dataDir, { recursive: true, force: true })
  })
  return state
}

const open = (server: RunningServer, url: string, width = 1280) =>
  adminPage(browser, server.url, PASSWORD, url, { width })

describe('with nothing stored yet', () => {
  const state = serverWith(async () => {})

  test('both tabs show their empty state, and exporting says there is nothing', async () => {
    const page = await open(state.server, '/admin/database')
    await page.getByRole('link', { name: 'Newsletter Subscriptions (0)' }).waitFor()
    await page.getByText('No subscription data available yet.', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Export CSV' }).click()
    await page.getByText('Nothing to export', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'Contact Form Submissions (0)' }).click()
    await page.getByText('No contact form submissions available yet.', { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})

describe('with submissions', () => {
  const state = serverWith(async (db) => {
    await db.insert(newsletterSubscriptions).values([
      {
        id: 'sub-1',
        email: 'ada@example.com',
        emailNormalized: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Analytical, Ltd',
        source: 'subscription-page',
        createdAt: new Date('2026-02-03T04:05:00Z'),
      },
      {
        id: 'sub-2',
        email: 'grace@example.com',
        emailNormalized: 'grace@example.com',
        source: 'footer',
      },
    ])
    await db.insert(contactSubmissions).values({
      id: 'contact-1',
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie@example.com',
      company: '=HYPERLINK("http://evil.example")',
      requestType: 'demo',
      serviceType: 'platform',
      message: 'First line.\nSecond line with <b>markup</b> kept as text.',
      createdAt: new Date('2026-02-04T10:30:00Z'),
    })
  })

  test('tabs with counts, the columns of the spec, and the detail of a submission', async () => {
    for (const width of [375, 1280]) {
      const page = await open(state.server, '/admin/database', width)
      expect(await axeViolations(page), `subscriptions at ${width}px`).toEqual([])
      await page.goto(`${state.server.url}/admin/database?tab=contacts`)
      expect(await axeViolations(page), `contacts at ${width}px`).toEqual([])
      await page.context().close()
    }
    const page = await open(state.server, '/admin/database')
    expect(await page.locator('thead th').allTextContents()).toEqual([
      'Email',
      'First Name',
      'Last Name',
      'Company',
      'Source',
      'Date',
    ])
    const ada = page.getByRole('row', { name: /ada@example\.com/ })
    expect(await ada.locator('td').allTextContents()).toEqual([
      'ada@example.com',
      'Ada',
      'Lovelace',
      'Analytical, Ltd',
      'Subscription Page',
      // The back office's one format, in the site's time zone (Europe/Paris, UTC+1 in February).
      '3 Feb 2026, 05:05',
    ])
    await page.getByRole('link', { name: 'Contact Form Submissions (1)' }).click()
    await expect
      .poll(() => page.locator('thead th').allTextContents())
      .toEqual(['Name', 'Email', 'Company', 'Request Type', 'Service Type', 'Date'])
    await page.getByRole('link', { name: 'Marie Curie' }).click()
    await page.getByRole('heading', { name: 'Marie Curie' }).waitFor()
    expect(await page.locator('p.whitespace-pre-wrap').textContent()).toBe(
      'First line.\nSecond line with <b>markup</b> kept as text.',
    )
    expect(await axeViolations(page), 'detail').toEqual([])
    await page.context().close()
  })

  test('search narrows the list, without JavaScript too', async () => {
    const page = await adminPage(browser, state.server.url, PASSWORD, '/admin/database', {
      javaScriptEnabled: false,
    })
    await page.getByLabel('Search by name, e-mail or company').fill('GRACE')
    await page.getByRole('button', { name: 'Search' }).click()
    // The search is a page load: the list is read once it has arrived.
    await expect
      .poll(() => page.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining('grace@example.com')])
    await page.context().close()
  })

  test('Export CSV downloads subscriptions_yyyyMMdd.csv and contact_submissions_yyyyMMdd.csv', async () => {
    const page = await open(state.server, '/admin/database')
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    for (const [tab, name] of [
      ['Newsletter Subscriptions (2)', `subscriptions_${today}.csv`],
      ['Contact Form Submissions (1)', `contact_submissions_${today}.csv`],
    ] as const) {
      const tabLink = page.getByRole('link', { name: tab })
      await tabLink.click()
      // The tab is a client-side navigation: until it lands, the Export CSV link
      // on screen is still the previous tab's.
      await expect.poll(() => tabLink.getAttribute('aria-current')).toBe('page')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(name)
      const text = await fs.readFile((await download.path())!, 'utf8')
      const records = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Array<
        Record<string, string>
      >
      if (tab.startsWith('Newsletter')) {
        // Exactly the subscription's fields, in the entity's order, without its id.
        expect(Object.keys(records[0]!)).toEqual([
          'email',
          'firstName',
          'lastName',
          'company',
          'source',
          'createdAt',
        ])
        expect(records.map((record) => record.email).sort()).toEqual([
          'ada@example.com',
          'grace@example.com',
        ])
        expect(records.find((record) => record.email === 'ada@example.com')).toMatchObject({
          company: 'Analytical, Ltd',
          createdAt: '2026-02-03 04:05:00',
        })
      } else {
        expect(records).toEqual([
          expect.objectContaining({
            company: `'=HYPERLINK("http://evil.example")`,
            message: 'First line.\nSecond line with <b>markup</b> kept as text.',
          }),
        ])
        expect(Object.keys(records[0]!)).not.toContain('id')
      }
    }
    await page.context().close()
  })
})

describe("people's data rights", () => {
  const state = serverWith(async (db) => {
    await db.insert(newsletterSubscriptions).values({
      id: 'sub-ada',
      email: 'Ada@Example.com',
      emailNormalized: 'ada@example.com',
      source: 'footer',
    })
    await db.insert(contactSubmissions).values({
      id: 'contact-ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical',
      requestType: 'demo',
      serviceType: 'platform',
      message: 'Please erase me later.',
    })
    await db.insert(emailOutbox).values({
      id: 'mail-ada',
      kind: 'contact-notification',
      toAddress: 'info@alakin.test',
      replyTo: 'ada@example.com',
      subject: 'New contact request from Ada Lovelace',
      textBody: 'Email: ada@example.com',
      status: 'unsent-no-smtp',
    })
  })

  test('find, export as JSON, then erase an address; set the retention and preview the purge', async () => {
    const page = await open(state.server, '/admin/data-rights')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Email address').fill('ADA@example.com')
    await page.getByRole('button', { name: 'Find' }).click()
    await page
      .getByText('1 subscription(s), 1 contact submission(s), 1 e-mail(s).', { exact: true })
      .waitFor()
    expect(await axeViolations(page), 'with results').toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as JSON' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('personal-data.json')
    const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
      contacts: Array<{ message: string }>
      subscriptions: unknown[]
      emails: Array<{ replyTo: string }>
    }
    expect(exported.contacts.map((row) => row.message)).toEqual(['Please erase me later.'])
    expect(exported.subscriptions).toHaveLength(1)
    expect(exported.emails[0]!.replyTo).toBe('ada@example.com')

    await page.getByLabel('I confirm erasing everything stored about ada@example.com').check()
    await page.getByRole('button', { name: 'Erase' }).click()
    await page.getByText('Data erased', { exact: true }).waitFor()
    await page.getByLabel('Email address').fill('ada@example.com')
    await page.getByRole('button', { name: 'Find' }).click()
    await page
      .getByText('0 subscription(s), 0 contact submission(s), 0 e-mail(s).', { exact: true })
      .waitFor()

    await page.getByLabel('Keep for (months)').fill('12')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Retention saved', { exact: true }).waitFor()
    expect(await page.getByLabel('Keep for (months)').inputValue()).toBe('12')
    await page.getByRole('button', { name: 'Preview (dry run)' }).click()
    await page.getByText(/^A purge now would delete 0 submission\(s\)/).waitFor()
    await page.context().close()
  })
})

describe('with 100,000 subscriptions', () => {
  const ROWS = 100_000
  const state = serverWith(async (db) => {
    await db.execute(sql`
      insert into newsletter_subscriptions (id, email, email_normalized, first_name, source)
      select 'sub-' || lpad(g::text, 6, '0'), 'reader' || g || '@example.com',
             'reader' || g || '@example.com', 'Reader, "' || g || '"', 'footer'
      from generate_series(1, ${ROWS}) as g`)
  })

  test('exports every row over HTTP while the server memory stays flat', async () => {
    const context = await browser.newContext()
    const login = await context.request.post(`${state.server.url}/admin/login`, {
      form: { password: PASSWORD },
      headers: { Origin: state.server.url },
      maxRedirects: 0,
    })
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    expect(login.status()).toBe(302)
    await context.close()

    // Warm up (first queries, code paths) before the baseline.
    await (await fetch(`${state.server.url}/admin/database`, { headers: { cookie } })).text()
    const baseline = await residentMemoryMb(state.server.pid)
    let peak = baseline
    const sampler = setInterval(() => {
      void residentMemoryMb(state.server.pid).then((mb) => (peak = Math.max(peak, mb)))
    }, 50)

    const response = await fetch(`${state.server.url}/admin/database/export/subscriptions`, {
      headers: { cookie },
    })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // Count lines as the bytes arrive, never holding the whole file.
    let lines = 0
    let bytes = 0
    const decoder = new TextDecoder()
    let carry = ''
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength
      const text = carry + decoder.decode(chunk, { stream: true })
      const parts = text.split('\r\n')
      carry = parts.pop()!
      lines += parts.length
    }
    clearInterval(sampler)
    expect(carry).toBe('')
    expect(lines).toBe(ROWS + 1) // the header row, then every subscription
    const growth = peak - baseline
    console.info(
      `100,000-row CSV export: ${(bytes / 1e6).toFixed(1)} MB sent, server RSS ${baseline.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
    )
    // Streamed in batches of 1,000: the growth stays far below the file itself held as rows.
    expect(growth).toBeLessThan(80)
  }, 180_000)
})
