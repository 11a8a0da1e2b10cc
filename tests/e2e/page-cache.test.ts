/**
 * The public page cache (issue 10): hits, fresh per-response values, 304
 * without rendering, invalidation by any content write, and nothing cached for
 * visitors with a session or a pending message.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { allAccepted, consentSetCookie } from '~/cookies/consent'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'page cache test password'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${fixture.server.url}${path}`, { headers, redirect: 'manual' })
  return { response, body: await response.text(), cache: response.headers.get('x-page-cache') }
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

async function adminCookie(): Promise<string> {
  const login = await fetch(`${fixture.server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: fixture.server.url },
    body: new URLSearchParams({ password: PASSWORD }),
  })
  return login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('alakin_session='))!
    .split(';')[0]!
}

describe('the public page cache', () => {
  test('a second anonymous request is served from the cache with its own nonce', async () => {
    await get('/?first')
    const first = await get('/')
    const second = await get('/')
    expect(second.cache).toBe('hit')
    const nonce = nonceOf(second.response)!
    expect(nonce).not.toBe(nonceOf(first.response))
    expect(second.body).toContain(`nonce="${nonce}"`)
    expect(second.body).not.toContain(nonceOf(first.response)!)
    expect(second.body).not.toContain('__alakin_')
  })

  test('a hit goes out as gzip spliced around its own values, or plain to a client without gzip', async () => {
    // Raw bytes, as a browser receives them: gunzip checks every block and the trailer's CRC.
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(
            `${fixture.server.url}/contact`,
            { headers: { 'Accept-Encoding': encoding } },
            (res) => {
              const chunks: Buffer[] = []
              res.on('data', (chunk: Buffer) => chunks.push(chunk))
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            },
          )
          .on('error', reject)
      })
    await raw('gzip')
    const gzipped = await raw('br;q=1, gzip;q=0.8')
    expect(gzipped.headers['x-page-cache']).toBe('hit')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toContain('Accept-Encoding')
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length)
    const plain = await raw('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const pages = [gunzipSync(gzipped.body).toString(), plain.body.toString()]
    const fresh = (page: string) => ({
      nonce: /nonce="([^"]+)"/.exec(page)![1]!,
      formId: /name="formId" value="([^"]+)"/.exec(page)![1]!,
    })
    const [a, b] = pages.map(fresh) as [ReturnType<typeof fresh>, ReturnType<typeof fresh>]
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.formId).not.toBe(b.formId)
    // The same page otherwise, byte for byte.
    const neutral = (page: string, values: ReturnType<typeof fresh>) =>
      page.replaceAll(values.nonce, 'NONCE').replaceAll(values.formId, 'FORM')
    expect(neutral(pages[0]!, a)).toBe(neutral(pages[1]!, b))
    expect(pages[0]).toContain('</html>')
  })

  test("a form's idempotency key is new in every response, in the field and the page data", async () => {
    const keys = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const { body, cache } = await get('/contact')
      if (i > 0) expect(cache).toBe('hit')
      const key = /name="formId" value="([^"]+)"/.exec(body)?.[1]
      expect(key).toMatch(/^[0-9a-f-]{36}$/)
      // The hydration data carries the same key as the field.
      expect(body.split(key!).length - 1).toBeGreaterThanOrEqual(2)
      keys.add(key!)
    }
    expect(keys.size).toBe(3)
  })

  test('a matching ETag gets 304 without a body or a new policy', async () => {
    const { response } = await get('/about')
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const revalidated = await fetch(`${fixture.server.url}/about`, {
      headers: { 'If-None-Match': etag },
    })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(revalidated.headers.get('content-security-policy')).toBeNull()
  })

  test('any content write invalidates cached pages (the server re-reads the version every 500 ms)', async () => {
    await get('/')
    expect((await get('/')).cache).toBe('hit')
    const cookie = await adminCookie()
    const [testimonial] = (await (
      await fetch(`${fixture.server.url}/api/testimonials`)
    ).json()) as Array<{
      id: string
      author: string
      displayOrder: number
    }>
    const changed = `Changed at ${Date.now()}`
    const saved = await fetch(`${fixture.server.url}/api/testimonials/${testimonial!.id}`, {
      method: 'PUT',
      headers: { Origin: fixture.server.url, cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        quote: changed,
        author: testimonial!.author,
        displayOrder: testimonial!.displayOrder,
      }),
    })
    expect(saved.status).toBe(200)
    // The first page that shows the change is a fresh render; the next is stored again.
    let first: Awaited<ReturnType<typeof get>> | undefined
    await expect
      .poll(async () => {
        first = await get('/')
        return first.body.includes(changed)
      })
      .toBe(true)
    expect(first!.cache).toBe('miss')
    expect((await get('/')).cache).toBe('hit')
  })

  test('each region and consent variant is its own entry', async () => {
    await get('/', { 'Accept-Language': 'fr-FR' })
    expect((await get('/', { 'Accept-Language': 'fr-FR' })).cache).toBe('hit')
    expect((await get('/', { 'Accept-Language': 'de-DE' })).cache).toBe('miss')
    expect((await get('/')).cache).toBe('hit')
    // A malformed choice shows the banner: it shares the undecided entry.
    const malformed = await get('/', { Cookie: 'cookie-consent=%7B%7D' })
    expect(malformed.cache).toBe('hit')
    expect(malformed.body).toContain('id="cookie-banner"')
    const decided = { Cookie: consentSetCookie(allAccepted).split(';')[0]! }
    const first = await get('/', decided)
    expect(first.cache).toBe('miss')
    expect(first.body).not.toContain('id="cookie-banner"')
    expect((await get('/', decided)).cache).toBe('hit')
  })

  test('visitors with a session or any other cookie are never served from the cache', async () => {
    const cookie = await adminCookie()
    for (const headers of [{ Cookie: cookie }, { Cookie: 'alakin_toast=x' }]) {
      const { response, cache } = await get('/', headers)
      expect(response.status).toBe(200)
      expect(cache).toBeNull()
      expect(response.headers.get('etag')).toBeNull()
    }
    // Nor are the back office, the API or downloads.
    for (const path of ['/admin/login', '/api/videos', '/uploads/none.png'])
      expect((await get(path)).cache, path).toBeNull()
  })
})
