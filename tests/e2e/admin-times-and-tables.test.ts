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

/** Whether `locator`'s box lies wholly inside the 375-px-wide viewport. */
const inView = async (page: Page, locator: ReturnType<Page['locator']>) => {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  const width = page.viewportSize()!.width
  return box !== null && box.x >= 0 && box.x + box.width <= width
}

describe('at 375 px', () => {
  test('the Outbox stacks its mails: Retry in view, no sideways scroll, erased mail as Erased', async () => {
    const page = await adminPage('/admin/outbox', 375)
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
  })

  test('the Database lists contacts as stacked rows, the detail link in view, no sideways scroll', async () => {
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
