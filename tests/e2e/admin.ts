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
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
  }
  return page
}
