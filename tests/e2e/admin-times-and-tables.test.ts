/**
 * One date and time format across the back office, and the Outbox and Database lists on a phone
 * (issue 38): every page writes an instant as "4 Jul 2026, 18:05", 24-hour, in the site's time zone
 * (Europe/Paris by default); at 375 px the Outbox and Database rows stack with their actions in
 * view, nothing scrolls sideways, and an erased mail still shows as Erased without Retry.
 */
import fs from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '~/db/client.server'
import {
  auditLog,
  contactSubmissions,
  emailOutbox,
  newsletterSubscriptions,
  resources,
} from '~/db/schema'
import { adminPage as openAdminPage } from './admin'
import { axeViolations, launchBrowser } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'times and tables password'
// 16:05 UTC on 4 July is 18:05 in Paris (summer time, UTC+2).
const AT = new Date('2026-07-04T16:05:00Z')
const SHOWN = '4 Jul 2026, 18:05'
/** The one admin format: day, short month, year, then a 24-hour time. */
const ADMIN_FORMAT = /^\d{1,2} [A-Z][a-z]{2} \d{4}, ([01]\d|2[0-3]):[0-5]\d$/
const longAddress = 'ada.lovelace.byron.king.noel@analytical-engines.example.com'
const RESOURCE_TITLE = 'How a Regional Clinic Network Launched a Virtual Ward in Eight Weeks'
const LONG_SUBJECT =
  'A follow-up about the regional deployment of remote monitoring for heart-failure patients'

let server: RunningServer
let browser: Awaited<ReturnType<typeof launchBrowser>>
beforeAll(async () => {
  const dataDir = await copyOfSeededDatabase()
  const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` })
  await handle.db.insert(contactSubmissions).values({
    id: 'contact-times',
    firstName: 'Ada',
    lastName: 'Lovelace-Byron-King-Noel',
    email: longAddress,
    company: 'Analytical Engines and Difference Machines Ltd',
    requestType: 'demo',
    serviceType: 'enterprise',
    message: 'A demonstration, please.',
    createdAt: AT,
  })
  await handle.db.insert(newsletterSubscriptions).values({
    id: 'subscription-times',
    email: longAddress,
    emailNormalized: longAddress,
    firstName: 'Ada',
    lastName: 'Lovelace-Byron-King-Noel',
    company: 'Analytical Engines and Difference Machines Ltd',
    source: 'subscription-page',
    createdAt: AT,
  })
  const mail = {
    kind: 'contact-notification',
    textBody: 'Body',
    attempts: 3,
    nextAttemptAt: new Date('2099-01-01T00:00:00Z'),
    createdAt: AT,
  }
  await handle.db.insert(emailOutbox).values([
    {
      ...mail,
      id: 'email-times-failed',
      toAddress: 'a.very.long.mailbox.name@regional-clinic-network.example.org',
      subject: LONG_SUBJECT,
      status: 'failed',
      lastError: 'Connection refused by the mail server',
    },
    {
      ...mail,
      id: 'email-times-erased',
      toAddress: '[erased]',
      subject: '[erased]',
      status: 'failed',
    },
  ])
  const [resource] = await handle.db
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.title, RESOURCE_TITLE))
  await handle.db.update(resources).set({ updatedAt: AT }).where(eq(resources.id, resource!.id))
  await handle.db.insert(auditLog).values({
    id: 'audit-times',
    at: AT,
    action: 'update',
    entityType: 'resources',
    entityId: resource!.id,
    details: {},
  })
  await handle.close()
  ;[server, browser] = await Promise.all([
    startServer({ dataDir, env: { ADMIN_PASSWORD: PASSWORD } }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
})

const adminPage = (path: string, width = 1280) =>
  openAdminPage(browser, server.url, PASSWORD, path, { width })

/** Whether anything on the page, or inside one of its tables, scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('[data-slot="table-container"]')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('data-slot') ?? element.tagName),
  )

/** Whether `locator`'s box lies wholly inside the viewport's width. */
const inView = async (page: Page, locator: ReturnType<Page['locator']>) => {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  const width = page.viewportSize()!.width
  return box !== null && box.x >= 0 && box.x + box.width <= width
}

describe('the Outbox and Database lists', () => {
  test.each([375, 1280])(
    'at %i px the Outbox shows Retry in view, no sideways scroll, an erased mail as Erased',
    async (width) => {
      const page = await adminPage('/admin/outbox', width)
      const failed = page.getByRole('row').filter({ hasText: LONG_SUBJECT })
      await failed.waitFor()
      expect(await sidewaysScroll(page)).toEqual([])
      const retry = failed.getByRole('button', { name: /Retry/ })
      expect(await inView(page, retry)).toBe(true)
      expect(await inView(page, failed.getByRole('link', { name: LONG_SUBJECT }))).toBe(true)
      const erased = page.getByRole('row').filter({ hasText: 'Erased' })
      expect(await erased.getByText('Failed', { exact: true }).count()).toBe(0)
      expect(await erased.getByRole('button', { name: /Retry/ }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    },
  )

  test('at 375 px the Database lists contacts as stacked rows, the detail link in view, no sideways scroll', async () => {
    const page = await adminPage('/admin/database?tab=contacts', 375)
    const row = page.getByRole('row').filter({ hasText: 'Lovelace-Byron-King-Noel' })
    await row.waitFor()
    expect(await sidewaysScroll(page)).toEqual([])
    expect(await inView(page, row.getByRole('link', { name: /Ada Lovelace/ }))).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${server.url}/admin/database`)
    const subscription = page.getByRole('row').filter({ hasText: 'Lovelace-Byron-King-Noel' })
    await subscription.waitFor()
    expect(await subscription.locator('time').textContent()).toBe(SHOWN)
    expect(await sidewaysScroll(page)).toEqual([])
    await page.context().close()
  })
})

describe('one date and time format', () => {
  test('Database, contact detail, Outbox, mail detail, resources list and audit log agree', async () => {
    const page = await adminPage('/admin/database?tab=contacts')
    const contact = page.getByRole('row').filter({ hasText: 'Lovelace-Byron-King-Noel' })
    expect(await contact.locator('time').textContent()).toBe(SHOWN)
    await contact.getByRole('link').click()
    await page.waitForURL(/\/admin\/database\/contacts\/contact-times$/)
    expect(await page.locator('dd time').textContent()).toBe(SHOWN)

    await page.goto(`${server.url}/admin/outbox`)
    const mail = page.getByRole('row').filter({ hasText: LONG_SUBJECT })
    expect(await mail.locator('time').textContent()).toBe(SHOWN)
    await page.goto(`${server.url}/admin/outbox/email-times-failed`)
    expect(await page.locator('dd time').first().textContent()).toBe(SHOWN)

    await page.goto(`${server.url}/admin/resources`)
    const resource = page.getByRole('row').filter({ hasText: RESOURCE_TITLE })
    expect(await resource.locator('time').textContent()).toBe(SHOWN)

    await page.goto(`${server.url}/admin/audit`)
    const shown = await page.locator('tbody time').allTextContents()
    expect(shown).toContain(SHOWN)
    for (const text of shown) expect(text).toMatch(ADMIN_FORMAT)
    await page.context().close()
  })
})

describe('the event form', () => {
  const EVENT = 'Care pathways evening in London'

  async function fillEvent(page: Page, title: string) {
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Description', { exact: true }).fill(`About ${title}`)
    await page.getByLabel('Category').selectOption({ label: 'AI' })
    await page.getByLabel('Start Date').fill('2027-01-15')
    await page.getByLabel('Start Time').fill('18:30')
    await page.getByLabel('Duration').fill('2 hours')
    await page.getByLabel('Location', { exact: true }).fill('London')
    // The rich-text editor replaces the textarea once loaded.
    const editor = page.getByRole('textbox', { name: 'Event Description', exact: true })
    await editor.locator('xpath=self::*[@contenteditable="true"]').waitFor()
    await editor.fill('An evening of talks.')
  }

  test('takes a 24-hour time in a chosen zone, shows it back, and the instant is right', async () => {
    const page = await adminPage('/admin/resources/new?type=event')
    const zone = page.getByLabel('Time Zone', { exact: true })
    // The picker starts at the site's time zone and offers zones beyond the spec's nine.
    expect(await zone.inputValue()).toBe('Europe/Paris')
    expect(await zone.locator('option[value="America/Sao_Paulo"]').count()).toBe(1)
    expect(await page.getByLabel('Start Time').getAttribute('type')).toBe('text')
    await fillEvent(page, EVENT)
    await zone.selectOption('Europe/London')
    await page.getByRole('button', { name: 'Create Resource' }).click()
    await page.getByText('Resource created', { exact: true }).waitFor()

    const listed = (await (await fetch(`${server.url}/api/resources`)).json()) as Array<
      Record<string, string>
    >
    const saved = listed.find((resource) => resource.title === EVENT)!
    expect([saved.startDate, saved.startTime, saved.timeZone]).toEqual([
      '2027-01-15',
      '18:30',
      'Europe/London',
    ])
    // London keeps GMT in January: 18:30 there is 18:30 UTC (17:30 UTC in summer).
    const calendar = await (await fetch(`${server.url}/calendar/${saved.id}.ics`)).text()
    expect(calendar).toContain('DTSTART:20270115T183000Z')
    // The public page gives the time with its zone, as stored.
    await page.goto(`${server.url}${saved.link}`)
    await page.getByText('18:30 (Europe/London)', { exact: true }).waitFor()

    await page.goto(`${server.url}/admin/resources/edit/${saved.id}`)
    expect(await page.getByLabel('Start Time').inputValue()).toBe('18:30')
    expect(await page.getByLabel('Time Zone', { exact: true }).inputValue()).toBe('Europe/London')
    await page.context().close()
  })

  test('an unknown time zone gets a field error and saves nothing', async () => {
    const page = await adminPage('/admin/resources/new?type=event')
    const title = 'An event on Mars'
    await fillEvent(page, title)
    const zone = page.getByLabel('Time Zone', { exact: true })
    await zone.evaluate((select: HTMLSelectElement) =>
      select.add(new Option('Mars', 'Mars/Olympus')),
    )
    await zone.selectOption('Mars/Olympus')
    await page.getByRole('button', { name: 'Create Resource' }).click()
    await page.getByText('Choose a time zone from the list, such as Europe/Paris').waitFor()
    expect(await zone.getAttribute('aria-invalid')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/admin/resources/new')
    const listed = (await (await fetch(`${server.url}/api/resources`)).json()) as Array<{
      title: string
    }>
    expect(listed.map((resource) => resource.title)).not.toContain(title)
    await page.context().close()
  })
})
