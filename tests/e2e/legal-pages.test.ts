/**
 * /compliance, /privacy and /terms (public-site §1, §2 Compliance and Legal
 * pages): every section in order with its spec texts, readable without
 * JavaScript, links that answer 200, the compliance documents from the
 * database (the four placeholders when there are none), axe-core clean.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { resources } from '~/db/schema'
import { axeViolations } from './browser'
import { copyOfSeededDatabase, serverAndBrowserPerFile } from './fixtures'
import { startServer } from './server'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'legal pages password 123' })

async function staticPage(path: string, base = fixture.server.url) {
  const context = await fixture.browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(`${base}${path}`)
  expect(response?.status(), path).toBe(200)
  return { page, close: () => context.close() }
}

/** The headings of the page's numbered sections, in document order. */
const numberedHeadings = (page: Page) =>
  page
    .locator('main h2')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()).filter((text) => /^\d+\.\s/.test(text)))

/** Every link of the main content answers 200 (mailto: links are checked apart). */
async function expectMainLinksWork(page: Page, base: string) {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  const web = [...new Set(hrefs.filter((href) => !href.startsWith('mailto:')))]
  expect(web.length).toBeGreaterThan(0)
  for (const href of web) {
    const response = await fetch(new URL(href, base))
    expect(response.status, href).toBe(200)
  }
  return hrefs
}

/** A link's accessible name: its visible text, then the visually hidden ': {title}'. */
const named = (text: string, title: string) =>
  new RegExp(`^${text}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

const todayLong = () =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())

describe('without JavaScript', () => {
  test('/privacy has its 14 numbered sections in the spec order and its key texts', async () => {
    const { page, close } = await staticPage('/privacy')
    expect(await page.locator('h1').textContent()).toBe('Privacy Policy')
    expect(await numberedHeadings(page)).toEqual([
      '1. Introduction',
      '2. Data Controller',
      '3. Data We Collect',
      '4. How We Collect Your Data',
      '5. How We Use Your Data',
      '6. Marketing',
      '7. Cookies',
      '8. Data Security',
      '9. Data Retention',
      '10. Your Legal Rights',
      '11. International Transfers',
      '12. Third-Party Links',
      '13. Changes to This Policy',
      '14. Contact Us',
    ])
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).toContain(`Last updated: ${todayLong()}`)
    for (const cookie of ['Essential', 'Performance', 'Functionality', 'Targeting'])
      expect(text).toContain(`${cookie} cookies`)
    expect(text).toContain('within one month')
    expect(text).toContain('18 Rue de la Victoire, 75009 Paris, France')
    const hrefs = await expectMainLinksWork(page, fixture.server.url)
    for (const mailbox of ['dpo@alakin.com', 'privacy@alakin.com', 'legal@alakin.com'])
      expect(hrefs).toContain(`mailto:${mailbox}`)
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    await close()
  })

  test('/terms has its 11 numbered sections, French law and a link to /contact', async () => {
    const { page, close } = await staticPage('/terms')
    expect(await page.locator('h1').textContent()).toBe('Terms of Service')
    expect(await numberedHeadings(page)).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Services',
      '3. User Accounts',
      '4. User Conduct',
      '5. Healthcare Data and Compliance',
      '6. Intellectual Property',
      '7. Limitation of Liability',
      '8. Disclaimer of Warranties',
      '9. Changes to Terms',
      '10. Governing Law',
      '11. Contact Us',
    ])
    const text = (await page.locator('main').textContent()) ?? ''
    expect(text).toContain('governed by and construed in accordance with French law')
    expect(text).toContain(`Last updated: ${todayLong()}`)
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    )
    await expectMainLinksWork(page, fixture.server.url)
    await close()
  })

  test('/compliance has its sections in order, every §1 claim and the security call to action', async () => {
    const { page, close } = await staticPage('/compliance')
    expect(await page.locator('h1').textContent()).toBe('Security & Compliance')
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Security and compliance built in',
      'FHIR Interoperability',
      'Ongoing Compliance',
      'Compliance Documents',
      'Questions about security or compliance?',
    ])
    const claims = await page.locator('#security h3').allTextContents()
    expect(claims).toEqual([
      'AES-256 Encryption',
      'Data Hosted by Region',
      'HDS Certified Hosting in France',
      'SOC 2',
      'HIPAA',
      'GDPR',
      'CE Mark Class I',
    ])
    expect(await page.locator('#fhir').textContent()).toContain('FHIR R4')
    expect(await page.locator('#ongoing-compliance h3').allTextContents()).toContain(
      'Role-Based Access Control',
    )
    expect(
      await page.getByRole('link', { name: 'Contact Our Security Team' }).getAttribute('href'),
    ).toBe('/contact?department=security')
    await expectMainLinksWork(page, fixture.server.url)
    await close()
  })

  test('the compliance documents of the database link to their detail pages, with their calls to action', async () => {
    const all = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
      title: string
      type: string
      link: string
    }>
    const documents = all.filter((resource) => resource.type === 'compliance-doc')
    expect(documents.map((document) => document.title).sort()).toEqual([
      'CE Mark Medical Device Class I',
      'SOC 2 Type II Report',
    ])
    const { page, close } = await staticPage('/compliance')
    const list = page.locator('#documents')
    expect(await list.locator('[data-placeholder]').count()).toBe(0)
    expect(await list.locator('h3').allTextContents()).toEqual(
      expect.arrayContaining(documents.map((document) => document.title)),
    )
    expect(await list.locator('li').count()).toBe(documents.length)
    for (const document of documents) {
      const details = list.getByRole('link', { name: named('View details', document.title) })
      expect(await details.getAttribute('href')).toBe(document.link)
    }
    // request → the security team; download → the seeded PDF itself.
    expect(
      await list
        .getByRole('link', { name: named('Request SOC 2 Report', 'SOC 2 Type II Report') })
        .getAttribute('href'),
    ).toBe('/contact?department=security')
    expect(
      await list
        .getByRole('link', {
          name: named('Download CE Certificate', 'CE Mark Medical Device Class I'),
        })
        .getAttribute('href'),
    ).toBe('/uploads/ce-mark-certificate.pdf')
    await expectMainLinksWork(page, fixture.server.url)
    await close()
  })
})

// axe-core and console errors on every public page, at 375 and 1280 px: public-pages.test.ts.

test('with no compliance document in the database, the four placeholders show', async () => {
  // A server of its own, on a copy of the migrated and seeded database whose
  // compliance documents were deleted before the server started.
  const dataDir = await copyOfSeededDatabase()
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
    const deleted = await handle.db
      .delete(resources)
      .where(eq(resources.type, 'compliance-doc'))
      .returning({ id: resources.id })
    await handle.close()
    expect(deleted).toHaveLength(2)

    const second = await startServer({
      dataDir,
      env: { ADMIN_PASSWORD: 'legal placeholders password' },
    })
    try {
      const { page, close } = await staticPage('/compliance', second.url)
      const list = page.locator('#documents')
      expect(await list.locator('[data-placeholder] h3').allTextContents()).toEqual([
        'Security Whitepaper',
        'HIPAA Compliance Guide',
        'SOC 2 Type II Report',
        'Data Processing Agreement',
      ])
      expect(
        await list
          .getByRole('link', { name: named('Request Access', 'SOC 2 Type II Report') })
          .getAttribute('href'),
      ).toBe('/contact?department=security')
      await expectMainLinksWork(page, second.url)
      await close()
      const context = await fixture.browser.newContext({ viewport: { width: 375, height: 900 } })
      const scripted = await context.newPage()
      await scripted.goto(`${second.url}/compliance`, { waitUntil: 'networkidle' })
      expect(await axeViolations(scripted)).toEqual([])
      await context.close()
    } finally {
      await second.stop()
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}, 240_000)
