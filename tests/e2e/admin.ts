/** Back-office fixtures for browser tests. */
import type { Browser } from 'playwright-core'
import { expect } from 'vitest'

/** A page of a fresh browser context, logged in over HTTP, at `path` (JavaScript on or off). */
export async function adminPage(
  browser: Browser,
  baseUrl: string,
  password: string,
  path: string,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const login = await context.request.post(`${baseUrl}/admin/login`, {
    form: { password },
    headers: { Origin: baseUrl },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  const page = await context.newPage()
  await page.goto(`${baseUrl}${path}`)
  if (options.javaScriptEnabled !== false) {
    // A condition with room for a busy machine (expect.poll gives up after one second).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
      timeout: 30_000,
    })
  }
  return page
}

/** Sends the contact form as a visitor would; its notification goes to the outbox. */
export async function submitContactForm(
  browser: Browser,
  baseUrl: string,
  company: string,
  message: string,
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${baseUrl}/contact`)
  // A condition, not expect.poll: this also runs in beforeAll hooks.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
    timeout: 15_000,
  })
  const form = page.locator('form#contact-form')
  await form.getByLabel('First Name').fill('Grace')
  await form.getByLabel('Last Name').fill('Hopper')
  await form.getByLabel('Email', { exact: true }).fill('grace@example.com')
  await form.getByLabel('Company').fill(company)
  await form.getByLabel('Message').fill(message)
  await form.getByLabel('I accept the').check()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.getByText('Thanks for reaching out!').waitFor()
  await context.close()
}
