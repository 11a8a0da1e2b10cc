/**
 * Quality gates, security: the headers on every route of the route config
 * (so a new route cannot miss them), a per-response CSP nonce on every inline
 * script, HSTS and __Host- cookies over HTTPS (issue 10, acceptance 2 and 3).
 * That no page reports a CSP violation in the browser is checked on the tours of
 * every page: public-pages.test.ts and admin-every-page.test.ts.
 */
import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyOfSeededDatabase, serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls, routeUrls } from './route-paths'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'headers test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

/** Logs in; `behindTls` plays the HTTPS front (a loopback proxy the server trusts). */
async function loginCookie(baseUrl: string, behindTls?: URL): Promise<string> {
  const forwarded: Record<string, string> = behindTls
    ? // The explicit :443 keeps React Router's adapter from adding the Host header's port.
      { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': `${behindTls.hostname}:443` }
    : {}
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    body: new URLSearchParams({ password: PASSWORD }),
    headers: { Origin: behindTls?.origin ?? baseUrl, ...forwarded },
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  return response.headers.get('set-cookie') ?? ''
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function expectSecurityHeaders(response: Response, where: string) {
  const csp = response.headers.get('content-security-policy') ?? ''
  const policy = directives(csp)
  const scriptSrc = policy.get('script-src') ?? []
  expect(
    scriptSrc.some((value) => /^'nonce-[A-Za-z0-9+/=]{22,}'$/.test(value)),
    where,
  ).toBe(true)
  expect(scriptSrc, where).not.toContain("'unsafe-inline'")
  expect(scriptSrc, where).not.toContain("'unsafe-eval'")
  expect(policy.get('object-src'), where).toEqual(["'none'"])
  expect(policy.get('base-uri'), where).toEqual(["'none'"])
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"])
  expect(policy.get('form-action'), where).toEqual(["'self'"])
  expect(policy.get('frame-src'), where).toEqual([
    'https://maps.google.com',
    'https://www.google.com',
  ])
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff')
  expect(response.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy'), where).toContain('camera=()')
  expect(response.headers.get('permissions-policy'), where).toContain('geolocation=()')
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('every route of the route config', () => {
  test('answers with the security headers, logged out and logged in', async () => {
    expect(routeUrls.length).toBeGreaterThan(10)
    const cookie = await loginCookie(fixture.server.url)
    for (const headers of [{}, { Cookie: cookie.split(';')[0]! }] as Record<string, string>[]) {
      for (const { url } of routeUrls) {
        const response = await fetch(`${fixture.server.url}${url}`, { headers, redirect: 'manual' })
        await response.arrayBuffer()
        expectSecurityHeaders(response, `${url} ${Object.keys(headers).length ? 'in' : 'out'}`)
      }
    }
  })

  test('pages stamp every script with their own response nonce, new on every response', async () => {
    for (const url of publicPageUrls) {
      const [first, second] = await Promise.all([
        fetch(`${fixture.server.url}${url}`),
        fetch(`${fixture.server.url}${url}`),
      ])
      const html = await first.text()
      await second.arrayBuffer()
      const nonce = nonceOf(first)
      expect(nonce, url).toBeTruthy()
      expect(nonceOf(second), url).not.toBe(nonce)
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, url).toBeGreaterThan(0)
      for (const tag of scripts) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue // data, never executed
        expect(tag, url).toContain(`nonce="${nonce}"`)
      }
      // No inline event handler attribute anywhere in the markup.
      expect(html.match(/<[a-z][^>]*\son[a-z]+=/gi) ?? [], url).toEqual([])
    }
  })

  // Decision 073: the build's files carry the headers a subresource obeys, not a page's policies.
  test("the build's scripts come precompressed, they and the images with nosniff and no page policy; a missing one is a plain 404", async () => {
    const html = await (await fetch(`${fixture.server.url}/privacy`)).text()
    const script = /\/assets\/[\w-]+\.js/.exec(html)![0]
    const brotli = await fetch(`${fixture.server.url}${script}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    const body = Buffer.from(await brotli.arrayBuffer())
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    // The file the build wrote beside the script (fetch decodes it into the script).
    const written = await fs.stat(`build/client${script}.br`)
    expect(Number(brotli.headers.get('content-length'))).toBe(written.size)
    expect(body.equals(await fs.readFile(`build/client${script}`))).toBe(true)
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff')
    expect(brotli.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(brotli.headers.has('content-security-policy')).toBe(false)
    const gzip = await fetch(`${fixture.server.url}${script}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    await gzip.arrayBuffer()
    expect(gzip.headers.get('content-encoding')).toBe('gzip')

    const image = (await fs.readdir('public/media/product')).find((name) => name.endsWith('.avif'))!
    const picture = await fetch(`${fixture.server.url}/media/product/${image}`)
    await picture.arrayBuffer()
    expect(picture.status).toBe(200)
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    expect(picture.headers.has('content-security-policy')).toBe(false)

    for (const path of ['/assets/no-such-chunk.js', '/media/product/no-such-image.avif']) {
      const missing = await fetch(`${fixture.server.url}${path}`)
      expect(missing.status, path).toBe(404)
      expect(missing.headers.get('content-type'), path).toMatch(/^text\/plain/)
      expect(await missing.text(), path).toBe('Not found.\n')
    }
  })

  test('uploaded files are sandboxed', async () => {
    const response = await fetch(`${fixture.server.url}/uploads/no-such-file.png`)
    await response.arrayBuffer()
    expect(response.status).toBe(404)
    expectSecurityHeaders(response, 'uploads')
  })
})

describe('served over HTTPS (PUBLIC_ORIGIN https)', () => {
  let server: RunningServer
  const origin = 'https://www.alakin.test'
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_PASSWORD: PASSWORD, PUBLIC_ORIGIN: origin },
      dataDir: await copyOfSeededDatabase(),
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
  })

  test('HSTS for a year with subdomains, and a __Host- session cookie: Secure, HttpOnly, SameSite=Lax', async () => {
    const response = await fetch(`${server.url}/`)
    await response.arrayBuffer()
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const cookie = await loginCookie(server.url, new URL(origin))
    expect(cookie).toMatch(/^__Host-alakin_session=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).toMatch(/;\s*Path=\//i)
    expect(cookie).not.toMatch(/;\s*Domain=/i)
  })

  test('plain HTTP sends no HSTS', async () => {
    const response = await fetch(`${fixture.server.url}/`)
    await response.arrayBuffer()
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })
})
