import fs from 'node:fs/promises'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { axeViolations, launchBrowser, recordPageErrors } from './browser'
import { startServer, type RunningServer } from './server'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  const code = await server?.stop()
  expect(code).toBe(0)
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

describe('the server', () => {
  test('/ answers 200 with the page already rendered in the HTML', async () => {
    const response = await fetch(server.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/)
    expect(html).toContain('Build digital care pathways in weeks, not years</h1>')
    expect(html).toContain('href="/contact?demo=true"')
    // English copy is in the page: no translation key leaks into the HTML.
    expect(html).not.toMatch(/>home\.hero\.|>nav\./)
  })

  test('an unknown path answers 404 with the not-found page and logs the path', async () => {
    const response = await fetch(`${server.url}/no/such/page?x=1`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('>404</p>')
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('<title>Page not found | Alakin</title>')
    await expect
      .poll(() => server.logs().find((line) => line.msg === 'page not found'))
      .toMatchObject({ level: 40, path: '/no/such/page' })
  })

  test('/healthz checks the database', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('every response carries the baseline security headers', async () => {
    for (const pathname of ['/', '/missing', '/healthz']) {
      const response = await fetch(`${server.url}${pathname}`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('x-powered-by')).toBeNull()
    }
  })

  test('pages are compressed and hashed assets are cached for a year', async () => {
    // An anonymous visitor's page comes from the page cache as gzip pieces compressed once
    // (decision 076); a page rendered for one visitor is compressed as it streams.
    const page = await fetch(server.url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toContain('</html>')
    const rendered = await fetch(server.url, {
      headers: { 'accept-encoding': 'br, gzip', cookie: 'visitor=one' },
    })
    expect(rendered.headers.get('x-page-cache')).toBeNull()
    expect(rendered.headers.get('content-encoding')).toBe('br')

    const html = await (await fetch(server.url)).text()
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(js|css)/g))]
    expect(assets.length).toBeGreaterThan(1)
    let compressed = 0
    for (const asset of assets) {
      const response = await fetch(`${server.url}${asset}`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.status, asset).toBe(200)
      expect(response.headers.get('cache-control'), asset).toBe(
        'public, max-age=31536000, immutable',
      )
      // Files under a kilobyte are not worth compressing; every larger one is.
      const size = (await response.arrayBuffer()).byteLength
      if (size >= 1024) {
        expect(response.headers.get('content-encoding'), asset).toBe('gzip')
        compressed++
      }
    }
    expect(compressed).toBeGreaterThan(0)
  })

  test('one JSON log line per request, without headers or cookies', async () => {
    await fetch(`${server.url}/?probe=logline`, { headers: { cookie: 'secret=do-not-log' } })
    await expect
      .poll(() => server.logs().find((line) => JSON.stringify(line).includes('probe=logline')))
      .toMatchObject({ req: { method: 'GET', url: '/?probe=logline' }, res: { statusCode: 200 } })
    expect(server.output()).not.toContain('do-not-log')
  })

  test('the first start generated the admin password into a 0600 file and said where', async () => {
    const file = path.join(server.dataDir, 'admin-password.txt')
    const stat = await fs.stat(file)
    expect(stat.mode & 0o777).toBe(0o600)
    const password = (await fs.readFile(file, 'utf8')).trim()
    expect(password).toMatch(/^[A-Za-z2-9]{24}$/)
    expect(server.output()).toContain(file)
    // Shown once on the console, never inside a JSON log line.
    for (const line of server.logs()) expect(JSON.stringify(line)).not.toContain(password)
  })
})

describe('in Chromium', () => {
  test('the home page hydrates without errors and passes axe-core', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors = recordPageErrors(page)
    await page.goto(server.url, { waitUntil: 'networkidle' })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no'))
      .toBe('yes')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Build digital care pathways in weeks, not years',
    )
    expect(errors).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  test('the 404 page passes axe-core at 375 px and its link goes home', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    const errors = recordPageErrors(page)
    const response = await page.goto(`${server.url}/nowhere`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no'))
      .toBe('yes')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await page.waitForURL(`${server.url}/`)
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)
    // The browser itself reports the 404 document; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    await page.close()
  })

  test('the skip link is the first stop of the keyboard and moves focus to the content', async () => {
    const page = await browser.newPage()
    await page.goto(server.url)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    await page.close()
  })
})
