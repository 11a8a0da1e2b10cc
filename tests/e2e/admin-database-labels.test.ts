/**
 * Labels, not codes (issue 38): the Database page and a contact submission's
 * detail show the request type and organisation size as the form offered
 * them ('Request Demo', not `demo`), and the Export CSV button says which
 * file it downloads and that its dates are in UTC. At 375 and 1280 px.
 */
import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { contactSubmissions } from '~/db/schema'
import { adminPage } from './admin'
import { axeViolations, launchBrowser } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'database labels password'
let server: RunningServer
let browser: Awaited<ReturnType<typeof launchBrowser>>
beforeAll(async () => {
  const dataDir = await copyOfSeededDatabase()
  const handle = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` })
  await handle.db.insert(contactSubmissions).values({
    id: 'contact-labels',
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie@example.com',
    company: 'Radium Institute',
    requestType: 'demo',
    serviceType: 'enterprise',
    message: 'Please show me the platform.',
    createdAt: new Date('2026-02-04T10:30:00Z'),
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

describe('a contact submission', () => {
  test.each([375, 1280])('shows its labels, not codes, at %i px', async (width) => {
    const page = await adminPage(browser, server.url, PASSWORD, '/admin/database?tab=contacts', {
      width,
    })
    const row = page.getByRole('row', { name: /Marie Curie/ })
    await expect
      .poll(() => row.locator('td').allTextContents())
      .toEqual([
        'Marie Curie',
        'marie@example.com',
        'Radium Institute',
        'Request Demo',
        'Enterprise (500+ employees)',
        expect.any(String),
      ])
    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    expect(await exportLink.getAttribute('aria-describedby')).toBe('export-file')
    expect(await page.locator('#export-file').textContent()).toBe(
      `Downloads contact_submissions_${day}.csv, dates in UTC`,
    )
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Marie Curie' }).click()
    await page.getByRole('heading', { name: 'Marie Curie' }).waitFor()
    const shown = async (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()
    expect(await shown('Request Type')).toBe('Request Demo')
    expect(await shown('Service Type')).toBe('Enterprise (500+ employees)')
    await page.context().close()
  })
})
