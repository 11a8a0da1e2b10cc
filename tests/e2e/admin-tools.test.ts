/**
 * Back office, part three (issue 9): the Translation Manager and its
 * downloads, and the outbox with its retry, on the built server with a real
 * database, a real Chromium and a real SMTP peer.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { MAX_ATTEMPTS } from '~/mail/outbox.server'
import { startSmtpServer, type TestSmtpServer } from '../utils/smtp-server'
import { submitContactForm as submitContactFormAs } from './admin'
import { axeViolations, launchBrowser, recordPageErrors } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'admin tools password'
const env: Record<string, string> = {
  ADMIN_PASSWORD: PASSWORD,
  INFO_MAILBOX: 'leads@alakin.test',
  FORM_RATE_LIMIT: '1000',
}
let server: RunningServer
let browser: Browser
let smtp: TestSmtpServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  // No SMTP_URL at first: mail stays in the outbox as 'not sent'.
  server = await startServer({ env, dataDir: await copyOfSeededDatabase() })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await smtp?.close()
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
})

/**
 * A logged-in page at `route` (tests/e2e/admin.ts's helper, with more time to
 * hydrate: the machine these tests share can be slow).
 */
async function adminPage(
  route: string,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const login = await context.request.post(`${server.url}/admin/login`, {
    form: { password: PASSWORD },
    headers: { Origin: server.url },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  const page = await context.newPage()
  await page.goto(`${server.url}${route}`)
  if (options.javaScriptEnabled !== false)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), {
        timeout: 15_000,
      })
      .toBe('yes')
  return page
}

const bundled = async (language: string, namespace: string) =>
  JSON.parse(
    await fs.readFile(path.resolve('app/locales', language, `${namespace}.json`), 'utf8'),
  ) as unknown

const languages = [
  ['de', 'German', 'Flag of Germany'],
  ['en', 'English', 'Flag of the United Kingdom'],
  ['es', 'Spanish', 'Flag of Spain'],
  ['fr', 'French', 'Flag of France'],
  ['id', 'Indonesian', 'Flag of Indonesia'],
  ['pt', 'Portuguese', 'Flag of Portugal'],
] as const

const card = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}\\b`) }) })

const GUIDELINES = [
  'Keys follow the section.subsection.element format.',
  'All keys of the English file must be present in new languages.',
]
const IMPLEMENTATION = 'Files are replaced in the codebase by a developer.'

describe('the Translation Manager', () => {
  test('a card per language with flag, name and downloads; English alone Active; the notice; missing keys', async () => {
    const page = await adminPage('/admin/translations')
    const errors = recordPageErrors(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Translation Manager')
    await page
      .getByText(
        'Only English is currently active. The other languages are disabled but can be re-enabled.',
      )
      .waitFor()
    for (const [code, name, flag] of languages) {
      const languageCard = card(page, name)
      expect(await languageCard.count(), name).toBe(1)
      expect(await languageCard.getByRole('img', { name: flag }).count(), flag).toBe(1)
      const links = languageCard.getByRole('link')
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
        `/admin/translations/${code}.json`,
        `/admin/translations/privacy-${code}.json`,
        `/admin/translations/terms-${code}.json`,
      ])
      expect(
        await languageCard.getByRole('link', { name: `Download JSON (${name})` }).count(),
      ).toBe(1)
      const state = await languageCard.getByText(/^(Active|Disabled)$/).textContent()
      expect(state, name).toBe(code === 'en' ? 'Active' : 'Disabled')
      if (code !== 'en')
        expect(await languageCard.getByText('Missing keys compared with English: 0').count()).toBe(
          1,
        )
    }
    expect(await page.getByText('Active', { exact: true }).count()).toBe(1)

    for (const name of ['i18next documentation', 'react-i18next documentation']) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true })
      expect(await link.getAttribute('target')).toBe('_blank')
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
        'noopener',
        'noreferrer',
      ])
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/(www|react)\.i18next\.com\/$/)
    }
    expect(errors).toEqual([])
  })

  test('tabs: Guidelines by default, Implementation by keyboard, one panel at a time', async () => {
    const page = await adminPage('/admin/translations')
    const guidelines = page.getByRole('tab', { name: 'Guidelines' })
    const implementation = page.getByRole('tab', { name: 'Implementation' })
    expect(await guidelines.getAttribute('aria-selected')).toBe('true')
    for (const text of GUIDELINES) expect(await page.getByText(text).isVisible()).toBe(true)
    expect(await page.getByText(IMPLEMENTATION).isVisible()).toBe(false)

    await guidelines.focus()
    await page.keyboard.press('ArrowRight')
    // Radix moves the focus on the next tick; focusing a tab selects it.
    await expect.poll(() => implementation.getAttribute('aria-selected')).toBe('true')
    expect(await implementation.evaluate((tab) => tab === document.activeElement)).toBe(true)
    await page.getByText(IMPLEMENTATION).waitFor()
    expect(await page.getByText(GUIDELINES[0]!).isVisible()).toBe(false)
    // Tab moves into the active panel.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')
    await implementation.focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => guidelines.getAttribute('aria-selected')).toBe('true')
    await page.getByText(GUIDELINES[0]!).waitFor()
  })

  test('without JavaScript every instruction is readable and the links download', async () => {
    const page = await adminPage('/admin/translations', { javaScriptEnabled: false })
    for (const text of [...GUIDELINES, IMPLEMENTATION])
      expect(await page.getByText(text).isVisible(), text).toBe(true)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page, 'Spanish')
        .getByRole('link', { name: /^Download JSON/ })
        .click(),
    ])
    expect(download.suggestedFilename()).toBe('es.json')
    expect(JSON.parse(await fs.readFile(await download.path(), 'utf8'))).toEqual(
      await bundled('es', 'common'),
    )
  })

  test('every download is the bundled file, pretty-printed, under its name, with a toast', async () => {
    let page = await adminPage('/admin/translations')
    let toasted = false
    for (const [code, name] of languages) {
      // A tab per language: Chromium holds back a tab's many downloads as "automatic" ones.
      if (toasted) {
        page = await page.context().newPage()
        await page.goto(`${server.url}/admin/translations`)
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
          .toBe('yes')
      }
      for (const [namespace, fileName] of [
        ['common', `${code}.json`],
        ['privacy', `privacy-${code}.json`],
        ['terms', `terms-${code}.json`],
      ] as const) {
        const link = card(page, name).locator(`a[href="/admin/translations/${fileName}"]`)
        // Dispatched rather than clicked at a point: earlier downloads' toasts may cover the card.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          link.dispatchEvent('click'),
        ])
        expect(download.suggestedFilename()).toBe(fileName)
        const text = await fs.readFile(await download.path(), 'utf8')
        const expected = await bundled(code, namespace)
        expect(JSON.parse(text), fileName).toEqual(expected)
        expect(text, fileName).toBe(JSON.stringify(expected, null, 2))
        if (!toasted) {
          await page.getByText('Translation Downloaded').first().waitFor()
          await page.getByText(`Successfully downloaded ${name} translations.`).first().waitFor()
          toasted = true
        }
      }
    }

    const response = await page.request.get(`${server.url}/admin/translations/privacy-fr.json`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toBe('attachment; filename="privacy-fr.json"')
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
    // An unknown file: back to the Translation Manager, with the failure toast.
    const unknown = await page.request.get(`${server.url}/admin/translations/xx.json`, {
      maxRedirects: 0,
    })
    expect(unknown.status()).toBe(302)
    expect(unknown.headers()['location']).toBe('/admin/translations')
    await page.goto(`${server.url}/admin/translations/home-de.json`)
    await page.getByText('Download Failed').waitFor()
    await page.getByText('Failed to download home-de.json translations.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/translations')
  })

  test("a download that fails says 'Download Failed'", async () => {
    const page = await adminPage('/admin/translations')
    await page.route('**/admin/translations/fr.json', (route) => route.abort())
    await card(page, 'French')
      .getByRole('link', { name: /^Download JSON/ })
      .click()
    await page.getByText('Download Failed').waitFor()
    await page.getByText('Failed to download French translations.').waitFor()
  })
})

const submitContactForm = (company: string, message: string) =>
  submitContactFormAs(browser, server.url, company, message)

const outboxRow = (page: Page, company: string) =>
  page.getByRole('row').filter({ hasText: company })

describe('the outbox', () => {
  const COMPANY = 'Outbox Clinic'
  const MESSAGE = 'Please call back. <em>Not HTML</em> & <script>alert(1)</script> stays text.'

  test('says so when nothing has been queued', async () => {
    const page = await adminPage('/admin/outbox')
    await page.getByText('No e-mails have been queued yet.').waitFor()
    expect(await page.getByRole('table').count()).toBe(0)
    const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', {
      name: 'Outbox',
    })
    expect(await link.getAttribute('aria-current')).toBe('page')
  })

  test("a contact message queued without SMTP shows as 'not sent', newest first, in full", async () => {
    await submitContactForm(COMPANY, MESSAGE)
    const page = await adminPage('/admin/outbox')
    // The worker marks waiting mail on its next round (every 5 s).
    await expect
      .poll(
        async () => {
          await page.reload()
          return outboxRow(page, COMPANY).getByText('Not sent: no SMTP', { exact: true }).count()
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1)
    const cells = await outboxRow(page, COMPANY).getByRole('cell').allTextContents()
    expect(cells[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
    // The kind under the subject; status, attempts and last error share a column, the error
    // left out when the status already says it (no SMTP).
    expect(cells.slice(1, 4)).toEqual([
      expect.stringMatching(new RegExp(`Inquiry from ${COMPANY}.*Contact notification$`)),
      'leads@alakin.test',
      'Not sent: no SMTPAttempts: 0',
    ])
    expect(
      await outboxRow(page, COMPANY)
        .getByRole('button', { name: /^Retry/ })
        .count(),
    ).toBe(1)

    await outboxRow(page, COMPANY).getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: new RegExp(COMPANY) }).waitFor()
    expect(page.url()).toMatch(/\/admin\/outbox\/email-/)
    const body = page.locator('pre')
    expect(await body.textContent()).toContain(MESSAGE)
    expect(await body.locator('em, script').count()).toBe(0)
    await page.getByText('grace@example.com', { exact: true }).waitFor()
    expect(await axeViolations(page), 'detail').toEqual([])

    // Retrying without SMTP queues it again, and says it waits for SMTP.
    const detailUrl = page.url()
    await page.getByRole('button', { name: /^Retry/ }).click()
    await page.getByText('E-mail queued again').waitFor()
    expect(page.url()).toBe(detailUrl)
    await page
      .getByText('It stays in the outbox until an SMTP server is configured.')
      .first()
      .waitFor()
  })

  test('both pages need a session; a retry needs the form token', async () => {
    for (const route of [
      '/admin/outbox',
      '/admin/outbox/email_anything',
      '/admin/translations',
      '/admin/translations/en.json',
    ]) {
      const response = await fetch(`${server.url}${route}`, { redirect: 'manual' })
      expect(response.status, route).toBe(302)
      expect(response.headers.get('Location'), route).toMatch(/^\/admin\/login\?/)
    }
    const page = await adminPage('/admin/outbox')
    const id = (await outboxRow(page, COMPANY).getByRole('link').getAttribute('href'))!.split(
      '/',
    )[3]!
    const refused = await page.request.post(`${server.url}/admin/outbox`, {
      form: { id },
      headers: { Origin: server.url },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
  })

  test('axe-core finds nothing on both pages at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      for (const route of ['/admin/translations', '/admin/outbox']) {
        const page = await adminPage(route, { width })
        expect(await axeViolations(page), `${route} at ${width}px`).toEqual([])
        await page.context().close()
      }
    }
  })

  test('a failed e-mail stays failed until Retry, which delivers it over SMTP', async () => {
    // The mail has used all its attempts: set that state in the stopped server's database…
    await server.stop()
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(server.dataDir, 'pglite'),
    })
    await handle.db.update(emailOutbox).set({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '451 try again later',
    })
    await handle.close()
    // …then start it again, now with an SMTP server.
    server = await startServer({
      env: { ...env, SMTP_URL: smtp.url },
      dataDir: server.dataDir,
      port: Number(new URL(server.url).port),
    })

    const page = await adminPage('/admin/outbox')
    await outboxRow(page, COMPANY).getByText('Failed', { exact: true }).waitFor()
    expect(await outboxRow(page, COMPANY).getByRole('cell').nth(3).textContent()).toBe(
      `FailedAttempts: ${MAX_ATTEMPTS}Last error: 451 try again later`,
    )
    // A message queued now is delivered by the worker's next rounds: once it has
    // arrived, the failed one was passed over by those rounds (not just not yet sent).
    await submitContactForm('Outbox Marker Clinic', 'A message queued after the failed one.')
    await expect
      .poll(() => smtp.messages.map((mail) => mail.subject ?? ''), { timeout: 15_000 })
      .toEqual([expect.stringContaining('Outbox Marker Clinic')])

    await outboxRow(page, COMPANY)
      .getByRole('button', { name: /^Retry/ })
      .click()
    await page.getByText('E-mail queued again').waitFor()
    await page.getByText('It is being sent now.').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/outbox')
    await expect
      .poll(() => smtp.messages.map((mail) => mail.subject ?? ''))
      .toEqual([expect.stringContaining('Outbox Marker Clinic'), expect.stringContaining(COMPANY)])
    expect(smtp.messages[1]!.text).toContain(MESSAGE)
    await expect
      .poll(
        async () => {
          await page.reload()
          return outboxRow(page, COMPANY).getByText('Sent', { exact: true }).count()
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1)
    expect(
      await outboxRow(page, COMPANY)
        .getByRole('button', { name: /^Retry/ })
        .count(),
    ).toBe(0)
    expect(await outboxRow(page, COMPANY).getByRole('cell').nth(3).textContent()).toBe(
      `SentAttempts: ${MAX_ATTEMPTS + 1}`,
    )
  })
  test('25 a page, newest first, with pages to move between', async () => {
    const page = await adminPage('/admin/outbox')
    const csrf = await page.locator('input[name="csrf"]').first().inputValue()
    // The resource form's 'Test Email Notification' queues one mail each time.
    for (let i = 0; i < 25; i++) {
      const response = await page.request.post(`${server.url}/admin/resources/new`, {
        form: { csrf, intent: 'test-email', title: `Paging ${i}` },
        headers: { Origin: server.url },
      })
      expect(response.status()).toBe(200)
    }
    await page.reload()
    expect(await page.getByRole('row').count()).toBe(26) // the header and 25 mails
    expect(await outboxRow(page, COMPANY).count()).toBe(0)
    expect(await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).toMatch(
      /Test e-mail$/,
    )
    const pages = page.getByRole('navigation', { name: 'Outbox pages' })
    await pages.getByText('Page 1 of 2').waitFor()
    await pages.getByRole('link', { name: 'Next' }).click()
    await outboxRow(page, COMPANY).waitFor()
    expect(new URL(page.url()).search).toBe('?page=2')
    expect(await page.getByRole('row').count()).toBe(3) // the header, the retried mail and the marker
    await pages.getByRole('link', { name: 'Previous' }).click()
    await pages.getByText('Page 1 of 2').waitFor()
  })
})
