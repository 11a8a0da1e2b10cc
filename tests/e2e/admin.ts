/** Back-office fixtures for browser tests. */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { afterNextFrames } from './browser'
import { fillContactForm } from './contact-form'

/** A page of a fresh browser context, logged in over HTTP, at `path` (JavaScript on or off). */
export async function adminPage(
  browser: Browser,
  baseUrl: string,
  password: string,
  path: string,
  options: {
    javaScriptEnabled?: boolean
    width?: number
    /** Called once logged in, before the page opens: to intercept its requests, say. */
    beforeOpen?: (context: BrowserContext) => Promise<void>
  } = {},
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
  await options.beforeOpen?.(context)
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

/** Grace Hopper of `company`, with this message. */
export const grace = (company: string, message: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company,
  message,
})

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
  await fillContactForm(page, grace(company, message))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.getByText('Thanks for reaching out!').waitFor()
  await context.close()
}

/**
 * Types `term` into an admin list's live search and waits for its answer: the
 * address carries the term and the "Loading…" line is gone. Clicking a row
 * before then can miss: the line going away moves the rows under the pointer
 * (a CI run clicked "Edit" into the void that way).
 */
export async function searchAdminList(page: Page, term: string) {
  await page.getByRole('searchbox').fill(term)
  await page.waitForURL((url) => (url.searchParams.get('q') ?? '') === term)
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .waitFor({ state: 'detached' })
  await afterNextFrames(page)
}

/** The back office's navigation, opened first from its Menu button on a phone. */
export async function adminNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  if (await menu.isVisible()) {
    await menu.click()
    await page.getByRole('dialog', { name: 'Back office' }).waitFor()
  }
  return page.getByRole('navigation', { name: 'Back office' })
}
