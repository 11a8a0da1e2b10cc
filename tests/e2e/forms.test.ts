import fs from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import type { Sql } from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { unsubscribeToken } from '~/newsletter/unsubscribe.server'
import { startSmtpServer, type TestSmtpServer } from '../utils/smtp-server'
import { axeViolations, launchBrowser } from './browser'
import { contactForm, fillContactForm } from './contact-form'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const SESSION_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e'
let server: RunningServer
let smtp: TestSmtpServer
let browser: Browser

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      INFO_MAILBOX: 'leads@alakin.test',
      FORM_RATE_LIMIT: '1000',
      SESSION_SECRET,
    },
    dataDir: await copyOfSeededDatabase(),
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await smtp?.close()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

async function openPage(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
  if (options.javaScriptEnabled !== false) {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
  }
  return page
}

const subscribeForm = (page: Page) => page.locator('form#subscribe-form')

const SPEC_ERRORS = [
  'First name must be at least 2 characters',
  'Last name must be at least 2 characters',
  'Please enter a valid email address',
  'Company name is required',
  'Message must be at least 10 characters',
  'You must accept the Privacy Policy to continue',
]

describe('the contact form with JavaScript', () => {
  test('demo mode and the department parameter choose the request type', async () => {
    const demo = await openPage('/contact?demo=true')
    expect(await demo.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Book Your Personalised Demo',
    )
    // Demo mode states the request type instead of offering a choice (tests/e2e/demo-request.test.ts).
    expect(await contactForm(demo).locator('input[name="requestType"]').inputValue()).toBe('demo')
    expect(await demo.getByTestId('request-type-fixed').textContent()).toContain('Request Demo')

    const security = await openPage('/contact?department=security')
    expect(await security.getByRole('heading', { level: 1 }).textContent()).toBe('Get in Touch')
    expect(await security.getByLabel('Request Type').inputValue()).toBe('security')
    expect(await (await openPage('/contact')).getByLabel('Request Type').inputValue()).toBe(
      'general',
    )
    expect(await security.getByLabel('Organisation Size').inputValue()).toBe('enterprise')
  })

  test('an empty submit shows every spec message and passes axe-core', async () => {
    const page = await openPage('/contact')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const message of SPEC_ERRORS) await page.getByText(message, { exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a valid message is stored, e-mailed, thanked, and the form comes back after 5 s', async () => {
    const page = await openPage('/contact?demo=true')
    await fillContactForm(page, { company: 'Analytical Health JS' })
    await page.getByRole('button', { name: 'Send Message' }).click()

    await page.getByText('Thanks for reaching out!').waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Thanks' }).textContent()).toContain(
      'leads@alakin.test',
    )
    await page.getByText('Message Sent Successfully').waitFor()
    await page
      .getByText("Thank you for contacting Alakin. We'll get back to you shortly.")
      .first()
      .waitFor()
    expect(await axeViolations(page)).toEqual([])

    await expect
      .poll(() => smtp.messages.map((m) => m.subject))
      .toContain('Demo Request from Ada Lovelace at Analytical Health JS')
    const mail = smtp.messages.find((m) => m.subject?.endsWith('Analytical Health JS'))!
    expect(mail.replyTo?.text).toBe('ada@example.com')
    expect(mail.to).toMatchObject({ text: 'leads@alakin.test' })

    // public-site §9: the panel reverts by itself after 5 s, to an empty form.
    await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 12_000 }) // a ceiling for a busy machine
    expect(await contactForm(page).getByLabel('Company').inputValue()).toBe('')
  })

  test("'Send another message' brings the form back at once", async () => {
    const page = await openPage('/contact')
    await fillContactForm(page, { company: 'Another Co' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: 'Send another message' }).click()
    expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true)
  })
})

describe('the contact form without JavaScript', () => {
  test('errors come back in place with the values kept; success shows the thank-you panel', async () => {
    const page = await openPage('/contact?department=partnership', { javaScriptEnabled: false })
    await contactForm(page).getByLabel('First Name').fill('A')
    await contactForm(page).getByLabel('Company').fill('Kept Company')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForLoadState('networkidle')
    for (const message of SPEC_ERRORS.filter((m) => m !== 'Company name is required')) {
      await page.getByText(message, { exact: true }).waitFor()
    }
    expect(await contactForm(page).getByLabel('Company').inputValue()).toBe('Kept Company')
    expect(await contactForm(page).getByLabel('Request Type').inputValue()).toBe('partnership')

    await fillContactForm(page, { company: 'No Script Clinic' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thanks for reaching out!').waitFor()
    await expect
      .poll(() => smtp.messages.map((m) => m.subject))
      .toContain('Contact Form: partnership Inquiry from No Script Clinic')
  })
})

describe('abuse protection', () => {
  /**
   * Proves that nothing else is on its way: a message queued now is claimed no
   * earlier than one queued before it, so once it arrived, an earlier one would
   * have been sent too (a condition to wait on, not a pause).
   */
  async function queueAndAwaitMarker(company: string) {
    const body = validBody()
    body.set('company', company)
    expect((await fetch(`${server.url}/contact`, { method: 'POST', body })).status).toBe(200)
    await expect.poll(() => smtp.messages.some((m) => m.subject?.includes(company))).toBe(true)
  }

  const validBody = () =>
    new URLSearchParams({
      firstName: 'Bot',
      lastName: 'Tester',
      email: 'bot@example.com',
      company: 'Robots Inc',
      message: 'Automated message for testing.',
      privacyPolicy: 'on',
    })

  test('a filled honeypot is refused with a clear message, and nothing is sent', async () => {
    const before = smtp.messages.length
    const body = validBody()
    body.set('website', 'http://spam.example')
    const response = await fetch(`${server.url}/contact`, { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(
      'Your message could not be sent. Please email us instead.',
    )
    await queueAndAwaitMarker('Honeypot Marker Ltd')
    expect(smtp.messages.slice(before).map((m) => m.subject)).toEqual([
      expect.stringContaining('Honeypot Marker Ltd'),
    ])
  })

  test('the same rendered form posted twice sends one message', async () => {
    const body = validBody()
    body.set('company', 'Double Submit Ltd')
    body.set('formId', 'one-rendered-form')
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${server.url}/contact`, { method: 'POST', body })).status).toBe(200)
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject?.includes('Double Submit Ltd')).length)
      .toBe(1)
    await queueAndAwaitMarker('Double Submit Marker Ltd')
    expect(smtp.messages.filter((m) => m.subject?.includes('Double Submit Ltd'))).toHaveLength(1)
  })
})

describe('newsletter forms', () => {
  test('the footer form: an invalid address gets the notice, a valid one the toast and an empty field', async () => {
    const page = await openPage('/')
    const field = page.getByRole('textbox', { name: 'Email address' })
    await field.fill('not-an-address')
    await field.evaluate((input: HTMLInputElement) => input.form?.requestSubmit())
    await page.getByText('Invalid email').waitFor()
    await field.fill('reader@example.com')
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Subscription successful!').waitFor()
    expect(await field.inputValue()).toBe('')
  })

  test('/subscribe: errors, then the toast and the redirect to /resources after 2 s', async () => {
    const page = await openPage('/subscribe')
    expect(await axeViolations(page)).toEqual([])
    const form = subscribeForm(page)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    for (const message of [
      'Please enter a valid email address',
      'First name is required',
      'Last name is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor()
    }
    expect(await axeViolations(page)).toEqual([])
    await form.getByLabel('Email').fill('grace@example.com')
    await form.getByLabel('First Name').fill('Grace')
    await form.getByLabel('Last Name').fill('Hopper')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Thank you for subscribing to our newsletter.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/subscribe')
    await page.waitForURL(`${server.url}/resources`, { timeout: 5_000 })
  })

  test('the signed unsubscribe link works in one click; a forged one is refused', async () => {
    await fetch(`${server.url}/subscribe`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'Leaving@Example.com', source: 'footer', enhanced: '1' }),
    })
    const token = unsubscribeToken(SESSION_SECRET, 'leaving@example.com')
    const page = await openPage(`/unsubscribe?token=${token}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'You have been unsubscribed',
    )
    expect(await axeViolations(page)).toEqual([])
    const forged = await fetch(`${server.url}/unsubscribe?token=${token}x`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('This link is not valid')
  })

  test('the footer form without JavaScript lands on a page that says it worked', async () => {
    const page = await openPage('/', { javaScriptEnabled: false })
    await page.getByRole('textbox', { name: 'Email address' }).fill('plain@example.com')
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(`${server.url}/subscribe?subscribed=1`)
    expect(await page.getByRole('status').textContent()).toBe(
      'Subscription successful! Thank you for subscribing to our newsletter.',
    )
    // axe needs JavaScript: check the same server-rendered success state with it on.
    expect(await axeViolations(await openPage('/subscribe?subscribed=1'))).toEqual([])
  })

  test('/subscribe without JavaScript redirects to /resources', async () => {
    const page = await openPage('/subscribe', { javaScriptEnabled: false })
    const form = subscribeForm(page)
    await form.getByLabel('Email').fill('nojs@example.com')
    await form.getByLabel('First Name').fill('No')
    await form.getByLabel('Last Name').fill('Script')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL(`${server.url}/resources`)
  })
})

test('past the per-IP limit a form answers 429 with a clear message', async () => {
  const limited = await startServer({
    env: { FORM_RATE_LIMIT: '2', ADMIN_PASSWORD: 'long enough password' },
    dataDir: await copyOfSeededDatabase(),
  })
  try {
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${limited.url}/subscribe`, {
        method: 'POST',
        body: new URLSearchParams({
          email: `r${i}@example.com`,
          firstName: 'R',
          lastName: 'L',
          enhanced: '1',
        }),
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(await response.text()).toContain('Too many messages were sent from your network.')
      }
    }
    expect(statuses).toEqual([200, 200, 429])
  } finally {
    await limited.stop()
    await fs.rm(limited.dataDir, { recursive: true, force: true })
  }
})

describe.runIf(process.env.TEST_DATABASE_URL)('when a database write fails (PostgreSQL)', () => {
  let failing: RunningServer
  let database: Sql
  let admin: Sql
  const name = `e2e_fail_${Date.now()}`

  beforeAll(async () => {
    const { default: postgres } = await import('postgres')
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name} template ${inject('seededPostgresDatabase')}`)
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${name}`
    failing = await startServer({
      env: { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'long enough password' },
    })
    database = postgres(url.toString(), { max: 1, onnotice: () => {} })
  })
  afterAll(async () => {
    await database?.end()
    await failing?.stop()
    if (failing) await fs.rm(failing.dataDir, { recursive: true, force: true })
    await admin?.unsafe(`drop database if exists ${name} with (force)`)
    await admin?.end()
  })

  /** A real failure: the table the write goes to is gone while the visitor sends. */
  async function withoutTable(table: string, run: () => Promise<void>) {
    await database.unsafe(`alter table ${table} rename to ${table}_away`)
    try {
      await run()
    } finally {
      await database.unsafe(`alter table if exists ${table}_away rename to ${table}`)
    }
  }

  async function open(path: string, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${failing.url}${path}`, { waitUntil: 'networkidle' })
    if (javaScriptEnabled)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
        .toBe('yes')
    return page
  }

  // The submission's own table, and the rate limit written before it.
  describe.each(['contact_submissions', 'rate_limits'])('the %s write', (table) => {
    test.each([true, false])(
      'contact, JavaScript %s: the error message, every value kept',
      async (javaScriptEnabled) => {
        const page = await open('/contact?department=support', javaScriptEnabled)
        await fillContactForm(page, { company: `Unlucky Clinic ${table}` })
        await withoutTable(table, async () => {
          await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
          await page
            .getByText('There was a problem sending your message. Please try again.')
            .first()
            .waitFor()
        })
        expect(await page.getByText('Something went wrong').count()).toBe(0)
        const form = contactForm(page)
        expect(await form.getByLabel('Company').inputValue()).toBe(`Unlucky Clinic ${table}`)
        expect(await form.getByLabel('Message').inputValue()).toContain('virtual ward')
        expect(await form.getByLabel('Request Type').inputValue()).toBe('support')
        expect(await page.getByText('Thanks for reaching out!').count()).toBe(0)
        expect(new URL(page.url()).search).toBe('?department=support')
        await page.context().close()
      },
    )
  })

  describe.each(['newsletter_subscriptions', 'rate_limits'])('the %s write', (table) => {
    test.each([true, false])(
      '/subscribe, JavaScript %s: the failure message, every value kept',
      async (javaScriptEnabled) => {
        const page = await open('/subscribe', javaScriptEnabled)
        const form = subscribeForm(page)
        await form.getByLabel('Email').fill('unlucky@example.com')
        await form.getByLabel('First Name').fill('Un')
        await form.getByLabel('Last Name').fill('Lucky')
        await withoutTable(table, async () => {
          await form.getByRole('button', { name: 'Subscribe' }).click()
          await page
            .getByText('There was a problem saving your subscription. Please try again.')
            .first()
            .waitFor()
        })
        expect(await form.getByLabel('Last Name').inputValue()).toBe('Lucky')
        expect(await form.getByLabel('Email').inputValue()).toBe('unlucky@example.com')
        await page.context().close()
      },
    )

    test.each([true, false])(
      'the footer form, JavaScript %s: the failure message, the address kept',
      async (javaScriptEnabled) => {
        const page = await open('/pricing', javaScriptEnabled)
        await page.getByRole('textbox', { name: 'Email address' }).fill('footer@example.com')
        await withoutTable(table, async () => {
          await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
          await page
            .getByText('There was a problem saving your subscription. Please try again.')
            .first()
            .waitFor()
        })
        // Without JavaScript the footer form lands on /subscribe, the address in its form.
        const field = javaScriptEnabled
          ? page.getByRole('textbox', { name: 'Email address' })
          : subscribeForm(page).getByLabel('Email')
        expect(await field.inputValue()).toBe('footer@example.com')
        await page.context().close()
      },
    )
  })
})

test('a POST whose body is not a form gets a 400, not a 500', async () => {
  for (const path of ['/contact', '/subscribe', '/admin/login']) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Origin: server.url, 'content-type': 'application/json' },
      body: '{"firstName":',
    })
    expect(response.status, path).toBe(400)
  }
})
