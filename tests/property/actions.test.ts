/**
 * Property tests (issue 10): every form action and API write, fed arbitrary
 * input, never answers 500, and whatever it refuses (4xx) leaves the database
 * exactly as it was. Runs the real route actions in-process on a migrated,
 * seeded PGlite database, logged in where the action needs it.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setUpAdminPassword } from '~/auth/admin-password.server'
import { setUpSessionSecret } from '~/auth/session-secret.server'
import { createAdminSession, getAdminSession } from '~/auth/session.server'
import { createApiToken } from '~/api-tokens/api-tokens.server'
import { action as apiTokensAction } from '~/api-tokens/api-tokens-page.server'
import { apiUpload, apiWrite } from '~/content/api.server'
import { formAction } from '~/content/collection-actions.server'
import { formAction as resourceFormAction } from '~/resources/resource-manager.server'
import { closeDatabase, db, initDatabase } from '~/db/db.server'
import { action as contactAction } from '~/routes/contact'
import { action as loginAction } from '~/routes/admin/login'
import { action as regionalOffersAction } from '~/routes/admin/regional-offers'
import { action as dataRightsAction, exportAction } from '~/privacy/data-rights-actions.server'
import { action as subscribeAction } from '~/routes/subscribe'
import { action as unsubscribeAction } from '~/routes/unsubscribe'
import { loadEnv } from '~/utils/env.server'
import { clientIpContext, ResponseTokens, responseTokensContext } from '~/utils/request-context'

const ORIGIN = 'http://localhost:3000'
/**
 * Tables whose rows an attempt may add by design, valid or not (throttles,
 * live sessions, a token's last use), and the audit rows every use of a token
 * writes whatever the answer.
 */
const BOOKKEEPING_TABLES = new Set(['rate_limits', 'admin_sessions', 'api_tokens'])
const BOOKKEEPING_ROWS: Record<string, string> = { audit_log: `where t.action <> 'use'` }

let dataDir: string
let cookie: string
let csrf: string
let bearer: string
let resourceId: string

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-property-'))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'property test password',
    FORM_RATE_LIMIT: '1000000',
    PORT: '3000',
  })
  const env = loadEnv()
  await initDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await setUpSessionSecret(db(), env.SESSION_SECRET)
  await setUpAdminPassword(db(), env)
  cookie = (await createAdminSession(new Request(`${ORIGIN}/admin/login`))).split(';')[0]!
  csrf = (await getAdminSession(new Request(ORIGIN, { headers: { cookie } })))!.csrfToken
  bearer = `Bearer ${(await createApiToken(db(), 'property tests', 'test')).token}`
  const [first] = rowsOf<{ id: string }>(await db().execute(sql`select id from resources limit 1`))
  resourceId = first!.id
}, 60_000)

afterAll(async () => {
  await closeDatabase()
  await fs.rm(dataDir, { recursive: true, force: true })
})

/** A digest of every row of every table but the bookkeeping ones. */
async function fingerprint(): Promise<string> {
  const tables = await db().execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )
  const digests: string[] = []
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    if (BOOKKEEPING_TABLES.has(table)) continue
    const [row] = rowsOf<{ digest: string }>(
      await db().execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t ${BOOKKEEPING_ROWS[table] ?? ''}`,
        ),
      ),
    )
    digests.push(`${table}:${row!.digest}`)
  }
  return digests.join('\n')
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** The HTTP status an action's outcome would be sent with (thrown or returned). */
function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status
  if (outcome && typeof outcome === 'object' && 'init' in outcome && 'data' in outcome) {
    return (outcome as { init?: { status?: number } }).init?.status ?? 200
  }
  if (outcome instanceof Error) return 500
  return 200
}

async function outcomeStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    return statusOf(await run())
  } catch (thrown) {
    if (thrown instanceof Error) console.error(thrown)
    return statusOf(thrown)
  }
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    'someone@example.com',
    '<script>alert(1)</script>',
    "'; drop table resources; --",
    '%_%',
    'nul\u0000byte',
    '\r\nBcc: victim@example.com',
    '🙂',
    'x'.repeat(5000),
    'true',
    'on',
    '-1',
    '1e309',
    '/contact?demo=true',
    'javascript:alert(1)',
  ),
)

/** Field names as a form parser reads them: dotted and bracketed paths, prototype keys, very deep ones. */
const fieldPath = fc.oneof(
  fc
    .array(
      fc.constantFrom('a', '.b', '[0]', '[', ']', '.', '__proto__', '.constructor', '[prototype]'),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
  fc.integer({ min: 100, max: 5000 }).map((depth) => `${'a.'.repeat(depth)}b`),
  fc.integer({ min: 100, max: 5000 }).map((depth) => `a${'[0]'.repeat(depth)}`),
)

function formBody(fieldNames: string[]) {
  return fc.dictionary(
    fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 }), fieldPath),
    hostileText,
    {
      maxKeys: fieldNames.length + 2,
    },
  )
}

function formRequest(pathname: string, fields: Record<string, string>, withSession: boolean) {
  const body = new URLSearchParams(fields)
  if (withSession && !('csrf' in fields)) body.set('csrf', csrf)
  return new Request(`${ORIGIN}${pathname}`, {
    method: 'POST',
    body,
    headers: { Origin: ORIGIN, ...(withSession ? { cookie } : {}) },
  })
}

function routeContext() {
  const context = new RouterContextProvider()
  context.set(clientIpContext, '203.0.113.5')
  context.set(responseTokensContext, new ResponseTokens())
  return context
}

interface Target {
  name: string
  fields: string[]
  run(fields: Record<string, string>): Promise<unknown>
}

const contactFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'requestType',
  'serviceType',
  'message',
  'marketingConsent',
  'privacyPolicy',
  'formId',
  'website',
]
const collections: Record<string, string[]> = {
  categories: ['title', 'description', 'icon'],
  'customer-logos': ['name', 'logoSrc', 'logoPath', 'alt', 'altText', 'website', 'displayOrder'],
  testimonials: ['quote', 'author', 'role', 'company', 'avatarSrc', 'displayOrder'],
  videos: [
    'title',
    'description',
    'videoSrc',
    'thumbnailSrc',
    'location',
    'overlayText',
    'isActive',
    'displayOrder',
  ],
}

const resourceFields = [
  'title',
  'description',
  'type',
  'categoryId',
  'content',
  'videoUrl',
  'pdfUrl',
  'externalUrl',
  'startDate',
  'endDate',
  'startTime',
  'timeZone',
  'duration',
  'location',
  'imageSrc',
  'ctaType',
  'ctaText',
]

/** A JSON write to the API, with the session (and same origin) or with the API token. */
function apiRequest(method: string, path: string, body: unknown, auth: 'session' | 'token') {
  return new Request(`${ORIGIN}/api/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      ...(auth === 'session' ? { Origin: ORIGIN, cookie } : { Authorization: bearer }),
    },
  })
}

/** An arbitrary multipart upload: any bytes (some with a real signature), any name, any field. */
const uploadForm = fc.record({
  signature: fc.constantFrom('', '%PDF-1.7\n', '\x89PNG\r\n\x1a\n', 'RIFF0000WEBP', '\xff\xd8\xff'),
  bytes: fc.uint8Array({ maxLength: 3000 }),
  filename: hostileText,
  field: fc.constantFrom('file', 'file', 'upload', ''),
  extra: fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
  auth: fc.constantFrom('session' as const, 'token' as const),
})

function uploadRequest(upload: typeof uploadForm extends fc.Arbitrary<infer T> ? T : never) {
  const form = new FormData()
  for (const [name, value] of Object.entries(upload.extra)) form.append(name, value)
  const bytes = Buffer.concat([Buffer.from(upload.signature, 'latin1'), upload.bytes])
  form.append(upload.field, new Blob([bytes]), upload.filename)
  return new Request(`${ORIGIN}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: upload.auth === 'session' ? { Origin: ORIGIN, cookie } : { Authorization: bearer },
  })
}

const targets: Target[] = [
  {
    name: 'POST /contact',
    fields: contactFields,
    run: (f) =>
      contactAction({
        request: formRequest('/contact', f, false),
        context: routeContext(),
      } as never),
  },
  {
    name: 'POST /subscribe',
    fields: ['email', 'source', 'enhanced', 'website', 'firstName'],
    run: (f) =>
      subscribeAction({
        request: formRequest('/subscribe', f, false),
        context: routeContext(),
      } as never),
  },
  {
    name: 'POST /unsubscribe',
    fields: ['token', 'email'],
    run: (f) => unsubscribeAction({ request: formRequest('/unsubscribe', f, false) } as never),
  },
  {
    name: 'POST /admin/login',
    fields: ['password', 'redirectTo'],
    run: (f) =>
      loginAction({
        request: formRequest('/admin/login', f, false),
        context: routeContext(),
      } as never),
  },
  {
    name: 'POST /admin/regional-offers',
    fields: [
      'code',
      'currency',
      'regulatoryInfo',
      'showLocalizedPricing',
      'title',
      'description',
      'ctaText',
      'ctaLink',
      'active',
      'csrf',
    ],
    run: (f) =>
      regionalOffersAction({ request: formRequest('/admin/regional-offers', f, true) } as never),
  },
  {
    name: 'POST /admin/data-rights',
    fields: ['email', 'intent', 'confirm', 'months', 'csrf'],
    run: (f) => dataRightsAction({ request: formRequest('/admin/data-rights', f, true) }),
  },
  {
    name: 'POST /admin/data-rights/export',
    fields: ['email', 'csrf'],
    run: (f) => exportAction({ request: formRequest('/admin/data-rights/export', f, true) }),
  },
  {
    name: 'POST /admin/resources/new',
    fields: [
      'title',
      'description',
      'type',
      'categoryId',
      'content',
      'videoUrl',
      'pdfUrl',
      'externalUrl',
      'startDate',
      'endDate',
      'startTime',
      'timeZone',
      'duration',
      'location',
      'imageSrc',
      'ctaType',
      'ctaText',
      'intent',
      'csrf',
    ],
    run: (f) =>
      resourceFormAction({ request: formRequest('/admin/resources/new', f, true), params: {} }),
  },
  {
    name: 'POST /admin/api-tokens',
    fields: ['name', 'intent', 'id', 'csrf'],
    run: (f) => apiTokensAction({ request: formRequest('/admin/api-tokens', f, true) }),
  },
  ...(['session', 'token'] as const).flatMap((auth): Target[] => [
    {
      name: `POST /api/resources (${auth})`,
      fields: resourceFields,
      run: (f) => apiWrite(apiRequest('POST', 'resources', f, auth), 'resources', undefined),
    },
    {
      name: `PUT /api/resources/{id} (${auth})`,
      fields: resourceFields,
      run: (f) =>
        apiWrite(apiRequest('PUT', `resources/${resourceId}`, f, auth), 'resources', resourceId),
    },
    {
      name: `DELETE /api/resources/{id} (${auth})`,
      fields: ['id'],
      run: (f) =>
        apiWrite(
          apiRequest('DELETE', `resources/${f.id ?? ''}`, undefined, auth),
          'resources',
          f.id,
        ),
    },
  ]),
  ...Object.entries(collections).flatMap(([slug, fields]): Target[] => [
    {
      name: `POST /admin/${slug}/new`,
      fields: [...fields, 'csrf'],
      run: (f) => formAction({ request: formRequest(`/admin/${slug}/new`, f, true), params: {} }),
    },
    {
      name: `POST /admin/${slug} API`,
      fields,
      run: (f) =>
        apiWrite(
          new Request(`${ORIGIN}/api/${slug}`, {
            method: 'POST',
            body: JSON.stringify(f),
            headers: { Origin: ORIGIN, cookie, 'Content-Type': 'application/json' },
          }),
          slug,
          undefined,
        ),
    },
  ]),
]

describe.each(targets)('$name with arbitrary input', (target) => {
  test('never answers 500, and a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(formBody(target.fields), async (fields) => {
        const before = await fingerprint()
        const status = await outcomeStatus(() => target.run(fields))
        expect(status, JSON.stringify(fields)).toBeLessThan(500)
        if (status >= 400) expect(await fingerprint(), JSON.stringify(fields)).toBe(before)
      }),
      {
        numRuns: 40,
        examples: [
          [
            {
              quote: 'nul\u0000byte',
              author: '!',
              title: 'nul\u0000',
              name: 'a\u0000b',
              email: 'a\u0000@b.co',
              id: 'nul\u0000byte',
            },
          ],
        ],
      },
    )
  }, 120_000)
})

test('arbitrary JSON (not an object, wrong types, huge) to the API never answers 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(...Object.keys(collections), 'resources'),
      async (json, slug) => {
        const before = await fingerprint()
        const status = await outcomeStatus(() =>
          apiWrite(
            new Request(`${ORIGIN}/api/${slug}`, {
              method: 'POST',
              body: JSON.stringify(json),
              headers: { Origin: ORIGIN, cookie, 'Content-Type': 'application/json' },
            }),
            slug,
            undefined,
          ),
        )
        expect(status).toBeLessThan(500)
        if (status >= 400) expect(await fingerprint()).toBe(before)
      },
    ),
    { numRuns: 60 },
  )
}, 120_000)

test('arbitrary multipart to POST /api/uploads never answers 500', async () => {
  await fc.assert(
    fc.asyncProperty(uploadForm, async (upload) => {
      const before = await fingerprint()
      const status = await outcomeStatus(() => apiUpload(uploadRequest(upload)))
      expect(status, JSON.stringify(upload)).toBeLessThan(500)
      if (status >= 400) expect(await fingerprint(), JSON.stringify(upload)).toBe(before)
    }),
    { numRuns: 60 },
  )
}, 120_000)

test('the fingerprint sees a change (so the checks above can fail)', async () => {
  const before = await fingerprint()
  const status = await outcomeStatus(() =>
    contactAction({
      request: formRequest(
        '/contact',
        {
          firstName: 'Proof',
          lastName: 'Reader',
          email: 'proof@example.com',
          company: 'Fingerprint Clinic',
          message: 'This valid message must change the database.',
          privacyPolicy: 'on',
        },
        false,
      ),
      context: routeContext(),
    } as never),
  )
  expect(status).toBe(200)
  expect(await fingerprint()).not.toBe(before)
})
