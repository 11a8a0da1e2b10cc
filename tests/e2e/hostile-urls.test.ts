/**
 * Property tests over the running server: every route of app/routes.ts, with
 * arbitrary values in its path parameters and arbitrary query strings, asked
 * by a visitor and by a logged-in administrator, as a page and as `.data`,
 * never answers 500. (tests/property/ feeds the actions arbitrary bodies and
 * field names; this covers what arrives in the URL.)
 */
import fs from 'node:fs/promises'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routeUrls } from './route-paths'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'

const PASSWORD = 'hostile urls test password'
let server: RunningServer
let adminCookie: string

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  adminCookie = await logInOverHttp(server.url, PASSWORD)
  expect(adminCookie).toContain('alakin_session=')
})
afterAll(async () => {
  await server?.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

/** Already percent-encoded: sent as they are. */
const rawSegments = [
  ...['%00', '%2e%2e', '..', '%2F', '%ff', '%E0%A4%A', '%', '%25', '.data', '%20'],
  // Issue 32: a lone surrogate's bytes, control characters, beyond Latin-1, dot segments.
  ...['%ED%A0%80', '%01', '%7F', '%C2%85', '%C4%80', '%E6%BC%A2', '.', '%2E', 'Admin'],
]
const namedKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']

const segment = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
  fc.constantFrom(...namedKeys, 'categories', 'videos', 'contacts', 'subscriptions', 'fr.json'),
  fc.constantFrom(...rawSegments),
  fc.constant('x'.repeat(3000)),
)

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...namedKeys, '-1', '0', '1e309', 'NaN', '999999999999', 'asc', 'true', ''),
  fc.constantFrom('/admin/é', '//evil.example', '/\t/evil', 'x'.repeat(5000)),
  fc.constantFrom(
    '\uD800',
    '\u0001\u007f',
    'Ā漢',
    '/..',
    '0000-01-01T00:00:00Z',
    '2026-03-08T02:30',
  ),
)
const queryKey = fc.oneof(
  fc.constantFrom(
    'q',
    'sort',
    'dir',
    'page',
    'type',
    'category',
    'action',
    'demo',
    'department',
    'redirectTo',
    '_routes',
    'tab',
    'lang',
    'event',
    'billing',
    ...namedKeys,
  ),
  fc.string({ maxLength: 10 }),
)
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }).map((pairs) => {
  const params = new URLSearchParams()
  for (const [key, value] of pairs) params.append(key, value)
  return params.toString()
})

/** A URL for the route pattern, each `:param` (and `*`) filled with an arbitrary segment. */
function urlFor(pattern: string) {
  const parts = pattern.split('/')
  return fc
    .tuple(fc.array(segment, { minLength: parts.length, maxLength: parts.length }), query)
    .map(([values, search]) => {
      const path = parts
        .map((part, i) => (part.startsWith(':') || part === '*' ? values[i]! : part))
        .join('/')
      return `${path || '/'}${search ? `?${search}` : ''}`
    })
}

const patterns = [...new Set(routeUrls.map((route) => route.pattern))]

describe.each(patterns)('%s with arbitrary parameters and query', (pattern) => {
  test('never answers 500, as a page or as data, with or without a session', async () => {
    await fc.assert(
      fc.asyncProperty(urlFor(pattern), fc.boolean(), fc.boolean(), async (url, admin, data) => {
        const target = data ? url.replace(/(\?|$)/, '.data$1') : url
        const response = await fetch(`${server.url}${target}`, {
          redirect: 'manual',
          headers: admin ? { cookie: adminCookie } : {},
        })
        await response.arrayBuffer()
        expect(response.status, `${admin ? 'admin' : 'visitor'} GET ${target}`).toBeLessThan(500)
      }),
      { numRuns: 12 },
    )
  }, 120_000)
})
