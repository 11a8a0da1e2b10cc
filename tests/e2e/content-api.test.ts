/**
 * The whole content API (issue 19, acceptance 2), on the built server with a
 * real database: personal API tokens made in the back office, every resource
 * type written with one, the resource form's messages as JSON, an upload that
 * the public page serves byte for byte, revocation, and an OpenAPI 3.1
 * document that lists every route of the API. Then the token page in Chromium.
 */
import sharp from 'sharp'
import { randomBytes } from 'node:crypto'
import { Validator } from '@seriousme/openapi-schema-validator'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, test } from 'vitest'
import routes from '../../app/routes.ts'
import { adminPage } from './admin'
import { axeViolations, recordPageErrors } from './browser'
import { serverAndBrowserPerFile } from './fixtures'
import { checkApiAnswersAgainstOpenApi } from './openapi-answers'

const PASSWORD = 'content api password 123'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD })
// Every answer of this file must match the OpenAPI document (issue 34).
checkApiAnswersAgainstOpenApi(fixture)
const url = (path: string) => `${fixture.server.url}${path}`

async function login(): Promise<string> {
  const response = await fetch(url('/admin/login'), {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: fixture.server.url },
    body: new URLSearchParams({ password: PASSWORD }),
  })
  expect(response.status).toBe(302)
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('alakin_session='))!
    .split(';')[0]!
}

/** Creates a token through the back-office form (no JavaScript needed): its value is in that answer only. */
async function createToken(name: string): Promise<{ token: string; cookie: string; csrf: string }> {
  const cookie = await login()
  const page = await (await fetch(url('/admin/api-tokens'), { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!
  const response = await fetch(url('/admin/api-tokens'), {
    method: 'POST',
    headers: { cookie, Origin: fixture.server.url },
    body: new URLSearchParams({ csrf, name }),
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const token = /alk_[A-Za-z0-9_-]{43}/.exec(await response.text())?.[0]
  expect(token).toBeTruthy()
  return { token: token!, cookie, csrf }
}

function withToken(token: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(url(`/api/${path}`), {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

async function categoryId() {
  const categories = (await (await fetch(url('/api/categories'))).json()) as Array<{ id: string }>
  return categories[0]!.id
}

function upload(token: string, bytes: Uint8Array, name: string, type = 'application/pdf') {
  const form = new FormData()
  form.set('file', new Blob([Buffer.from(bytes)], { type }), name)
  return fetch(url('/api/uploads'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
}

/** A PDF by its signature, with every byte value in it (so a byte-for-byte check means something). */
const pdfBytes = () =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(50_000),
      Buffer.from('\n%%EOF\n'),
    ]),
  )

/** One resource of each type, with what its form requires (and a little more). */
const typeSamples = (pdf: string): Record<string, Record<string, string>> => ({
  'case-study': { content: '<p>How a clinic went live in six weeks.</p>' },
  'white-paper': { pdfUrl: pdf },
  webinar: { videoUrl: 'https://videos.example/webinar.mp4' },
  event: {
    startDate: '2031-05-20',
    endDate: '2031-05-21',
    startTime: '09:30',
    timeZone: 'Europe/Paris',
    duration: '2 days',
    location: 'Paris',
    content: '<p>Two days on digital therapeutics.</p>',
  },
  'press-release': { content: '<p>Alakin announces an API.</p>' },
  'news-article': { content: '<p>The content API is live.</p>' },
  'compliance-doc': {
    content: '<p>Our certificate.</p>',
    ctaType: 'download',
    ctaText: 'Download the certificate',
    pdfUrl: pdf,
  },
})

describe('resources through the API with a token', () => {
  test('each of the seven types is created, read, updated and deleted', async () => {
    const { token } = await createToken('Publishing script')
    const api = withToken(token)
    const category = await categoryId()
    const uploaded = await upload(token, pdfBytes(), 'brochure.pdf')
    expect(uploaded.status).toBe(201)
    const { path: pdf } = (await uploaded.json()) as { path: string }
    const byType = typeSamples(pdf)
    expect(Object.keys(byType)).toHaveLength(7)
    for (const [type, fields] of Object.entries(byType)) {
      const body = {
        title: `API ${type}`,
        description: `A ${type} from a script`,
        type,
        categoryId: category,
        // An API create is a draft unless it says otherwise (decision 096).
        status: 'published',
        ...fields,
      }
      const created = await api('POST', 'resources', body)
      expect(created.status, type).toBe(201)
      const row = (await created.json()) as { id: string; link: string }
      expect(row, type).toMatchObject(body)

      const read = await fetch(url(`/api/resources/${row.id}`))
      expect(await read.json(), type).toMatchObject(body)
      expect((await fetch(url(row.link))).status, `${type} public page`).toBe(200)

      const changed = { ...body, title: `API ${type}, updated` }
      const updated = await api('PUT', `resources/${row.id}`, changed)
      expect(updated.status, type).toBe(200)
      expect(await (await fetch(url(`/api/resources/${row.id}`))).json(), type).toMatchObject(
        changed,
      )

      expect((await api('DELETE', `resources/${row.id}`)).status, type).toBe(204)
      expect((await fetch(url(`/api/resources/${row.id}`))).status, type).toBe(404)
      expect((await api('DELETE', `resources/${row.id}`)).status, type).toBe(404)
    }
  })

  test('every message of the resource form comes back as JSON { message, errors }', async () => {
    const api = withToken((await createToken('Validation script')).token)
    const category = await categoryId()
    const base = { title: 'T', description: 'D', categoryId: category }
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      [
        'nothing',
        {},
        {
          title: ['Title is required'],
          description: ['Description is required'],
          type: ['Resource type is required'],
          categoryId: ['Category is required'],
          content: ['Content is required'],
        },
      ],
      [
        'blank common fields',
        { title: ' ', description: '', type: 'case-study', categoryId: null, content: 'x' },
        {
          title: ['Title is required'],
          description: ['Description is required'],
          categoryId: ['Category is required'],
        },
      ],
      [
        'an unknown type',
        { ...base, type: 'podcast' },
        // As in the form: with no known type, the content is asked for too.
        { type: ['Resource type is required'], content: ['Content is required'] },
      ],
      [
        'a category that does not exist',
        { ...base, type: 'case-study', categoryId: 'category-0-gone', content: 'x' },
        { categoryId: ['Category is required'] },
      ],
      ['a webinar', { ...base, type: 'webinar' }, { videoUrl: ['Video URL is required'] }],
      ['a white paper', { ...base, type: 'white-paper' }, { pdfUrl: ['PDF URL is required'] }],
      [
        'an event',
        { ...base, type: 'event' },
        {
          startDate: ['Start date is required'],
          startTime: ['Start time is required'],
          timeZone: ['Time zone is required'],
          duration: ['Duration is required'],
          location: ['Location is required'],
          content: ['Event description is required'],
        },
      ],
      [
        'an event with malformed dates',
        {
          ...base,
          type: 'event',
          startDate: '20 May',
          endDate: 'tomorrow',
          startTime: '25:00',
          timeZone: 'Mars/Olympus',
          duration: '1 h',
          location: 'Paris',
          content: 'x',
        },
        {
          startDate: ['Start date is required'],
          endDate: ['Please enter a valid date'],
          startTime: ['Enter the start time as HH:MM on the 24-hour clock, such as 18:30'],
          timeZone: ['Choose a time zone from the list, such as Europe/Paris'],
        },
      ],
      [
        'a compliance document',
        { ...base, type: 'compliance-doc' },
        {
          content: ['Content is required'],
          ctaType: ['CTA type is required'],
          ctaText: ['CTA text is required'],
        },
      ],
      [
        'a compliance document linking nowhere',
        { ...base, type: 'compliance-doc', content: 'x', ctaType: 'link', ctaText: 'Read' },
        { externalUrl: ['External URL is required'] },
      ],
      ['a case study', { ...base, type: 'case-study' }, { content: ['Content is required'] }],
      ['a press release', { ...base, type: 'press-release' }, { content: ['Content is required'] }],
      ['a news article', { ...base, type: 'news-article' }, { content: ['Content is required'] }],
      [
        'URLs that are not',
        { ...base, type: 'webinar', videoUrl: 'javascript:alert(1)', imageSrc: 'nope' },
        { videoUrl: ['Please enter a valid URL'], imageSrc: ['Please enter a valid URL'] },
      ],
      [
        'a field the form does not have',
        { ...base, type: 'case-study', content: 'x', views: 3 },
        { _: ['Unrecognized key: "views"'] },
      ],
    ]
    const before = ((await (await fetch(url('/api/resources'))).json()) as unknown[]).length
    for (const [name, body, errors] of cases) {
      for (const [method, path] of [
        ['POST', 'resources'],
        ['PUT', `resources/${await firstResourceId()}`],
      ]) {
        const response = await api(method!, path!, body)
        expect(response.status, `${name} (${method})`).toBe(422)
        expect(await response.json(), `${name} (${method})`).toEqual({
          message: 'Validation failed',
          errors,
        })
      }
    }
    expect(((await (await fetch(url('/api/resources'))).json()) as unknown[]).length).toBe(before)
  })

  test('a body as long as the form allows is taken (200,000 characters of content)', async () => {
    const api = withToken((await createToken('Long-form script')).token)
    const content = `<p>${'é'.repeat(199_993)}</p>`
    expect(content).toHaveLength(200_000)
    const body = {
      title: 'Long',
      description: 'Long',
      type: 'case-study',
      categoryId: await categoryId(),
      content,
    }
    const created = await api('POST', 'resources', body)
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect((await api('DELETE', `resources/${id}`)).status).toBe(204)
  })
})

async function firstResourceId() {
  const resources = (await (await fetch(url('/api/resources'))).json()) as Array<{ id: string }>
  return resources[0]!.id
}

describe('uploads through the API', () => {
  test('a PDF uploaded through the API downloads byte for byte from the public page', async () => {
    const { token } = await createToken('Upload script')
    const bytes = pdfBytes()
    const uploaded = await upload(token, bytes, 'Annual Report 2031.pdf', 'text/plain')
    expect(uploaded.status).toBe(201)
    const { path } = (await uploaded.json()) as { path: string }
    expect(path).toMatch(/^\/uploads\/annual-report-2031-[0-9a-f]{8}\.pdf$/)
    expect(uploaded.headers.get('location')).toBe(path)

    const created = await withToken(token)('POST', 'resources', {
      title: 'The annual report, by API',
      description: 'Published by a script',
      type: 'white-paper',
      categoryId: await categoryId(),
      pdfUrl: path,
      // An API create is a draft unless it says otherwise (decision 096).
      status: 'published',
    })
    expect(created.status).toBe(201)
    const { link } = (await created.json()) as { link: string }
    const page = await (await fetch(url(link))).text()
    const href = new RegExp(`href="(${path.replaceAll('.', '\\.')})"`).exec(page)?.[1]
    expect(href, 'the public page links the upload').toBe(path)
    const download = await fetch(url(href!))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/)
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  test("files are judged by their content, with the forms' limits", async () => {
    const { token } = await createToken('Careless script')
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const cases: Array<[string, Uint8Array, string, number, string?]> = [
      [
        'an image',
        new Uint8Array(
          await sharp({ create: { width: 20, height: 10, channels: 3, background: 'teal' } })
            .png()
            .toBuffer(),
        ),
        'logo.png',
        201,
      ],
      [
        'a PNG signature before noise',
        new Uint8Array(Buffer.concat([png, randomBytes(1000)])),
        'logo.png',
        422,
        'This image could not be read: it may be damaged. Export it again as PNG, JPEG or WebP.',
      ],
      [
        'a text file called .pdf',
        new Uint8Array(Buffer.from('not a pdf')),
        'fake.pdf',
        422,
        'Only PDF files, PNG, JPEG or WebP images, or WebVTT caption files are accepted.',
      ],
      [
        'an image over 2 MB',
        new Uint8Array(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])),
        'huge.png',
        422,
        'The image must be at most 2 MB.',
      ],
      ['an empty file', new Uint8Array(), 'empty.pdf', 422, 'Choose a file to upload.'],
    ]
    for (const [name, bytes, filename, status, message] of cases) {
      const response = await upload(token, bytes, filename)
      expect(response.status, name).toBe(status)
      const body = (await response.json()) as { path?: string; message?: string }
      if (message)
        expect(body, name).toEqual({ message: 'Validation failed', errors: { file: [message] } })
      else expect(body.path, name).toMatch(/^\/uploads\/logo-[0-9a-f]{8}\.png$/)
    }
  })

  test('a body over the limit is refused while it streams (413), declared or not', async () => {
    const { token } = await createToken('Greedy script')
    const declared = await upload(token, new Uint8Array(21 * 1024 * 1024), 'big.pdf')
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: 'The PDF must be at most 20 MB.' })

    // No Content-Length: the server counts while it reads and stops past the limit.
    const boundary = 'x-boundary'
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
            ),
          )
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = await fetch(url('/api/uploads'), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ message: 'The PDF must be at most 20 MB.' })
  })

  test('an upload needs a token or a same-site session, and multipart', async () => {
    const form = () => {
      const data = new FormData()
      data.set('file', new Blob([pdfBytes()]), 'a.pdf')
      return data
    }
    const anonymous = await fetch(url('/api/uploads'), { method: 'POST', body: form() })
    expect(anonymous.status).toBe(401)
    const cookie = await login()
    const crossSite = await fetch(url('/api/uploads'), {
      method: 'POST',
      headers: { cookie, Origin: 'https://evil.example' },
      body: form(),
    })
    expect(crossSite.status).toBe(403)
    const session = await fetch(url('/api/uploads'), {
      method: 'POST',
      headers: { cookie, Origin: fixture.server.url },
      body: form(),
    })
    expect(session.status).toBe(201)
    const { token } = await createToken('JSON script')
    const json = await fetch(url('/api/uploads'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    expect((await fetch(url('/api/uploads'))).status).toBe(405)
  })
})

describe('tokens', () => {
  test('a revoked token gets 401; every use is audited and shown as the last use', async () => {
    const { token, cookie, csrf } = await createToken('Short-lived script')
    const api = withToken(token)
    expect(
      (await api('POST', 'videos', { title: 'By token', videoSrc: '/media/a.mp4' })).status,
    ).toBe(201)
    expect((await api('POST', 'videos', { title: 'x' })).status).toBe(422)
    expect((await api('DELETE', 'videos/video-0-missing')).status).toBe(404)

    const page = await (await fetch(url('/admin/api-tokens'), { headers: { cookie } })).text()
    const id = new RegExp(`name="id" value="(token-[^"]+)"[^]*?Revoke Short-lived script`).exec(
      page,
    )?.[1]
    expect(id).toBeTruthy()
    expect(page).not.toContain(token)

    const audit = await (await fetch(url('/admin/audit'), { headers: { cookie } })).text()
    // The audit log says who in words: the token by its name (decision 111).
    const rows = audit
      .split('<tr')
      .map((row) => row.split('</tr>')[0]!)
      .filter((row) => row.includes('Short-lived script'))
    const uses = rows.filter((row) => row.includes('Used an API token'))
    expect(uses, 'one audit row per use').toHaveLength(3)
    expect(
      rows.filter((row) => row.includes('Created “By token”')),
      'the write names the token',
    ).toHaveLength(1)

    const revoke = await fetch(url('/admin/api-tokens'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, Origin: fixture.server.url },
      body: new URLSearchParams({ csrf, intent: 'revoke', id: id! }),
    })
    expect(revoke.status).toBe(302)
    const refused = await api('POST', 'videos', {
      title: 'After revocation',
      videoSrc: '/media/a.mp4',
    })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(await refused.json()).toEqual({ message: 'Invalid or revoked API token' })
    for (const header of ['Bearer nonsense', `Bearer ${token}x`, 'Basic YWRtaW46YWRtaW4=', token])
      expect(
        (
          await fetch(url('/api/videos'), {
            method: 'POST',
            headers: { Authorization: header, 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
        header,
      ).toBe(401)
  })
})

describe('reads with a token (issue 34)', () => {
  /** The token's "Last used" on the token page. */
  async function lastUsed(cookie: string, name: string) {
    const page = await (await fetch(url('/admin/api-tokens'), { headers: { cookie } })).text()
    const item = page.split('<li').find((part) => part.includes(`>${name}</h3>`))!
    return /Last used<\/dt><dd>([^<]*)<\/dd>/.exec(item)?.[1]
  }

  test('are audited once per token and minute in which it read, and move its last use', async () => {
    const { token, cookie } = await createToken('Reading script')
    expect(await lastUsed(cookie, 'Reading script')).toBe('Never')
    const api = withToken(token)
    for (const path of ['resources', 'videos', 'categories'])
      expect((await api('GET', path)).status, path).toBe(200)
    // A bad token is refused and counts nowhere.
    expect((await withToken(`${token}x`)('GET', 'resources')).status).toBe(401)

    expect(await lastUsed(cookie, 'Reading script')).toMatch(/\d{4}|\d{2}:\d{2}/)
    const audit = await (
      await fetch(url('/admin/audit?type=api-tokens&action=read'), { headers: { cookie } })
    ).text()
    const reads = audit
      .split('<tr')
      .filter((row) => row.includes('Reading script'))
      .filter((row) => row.includes('Read the content API with an API token'))
    // Three reads within a minute: one entry, not one a request.
    expect(reads).toHaveLength(1)
  })
})

/** The API's routes from app/routes.ts, each collection spelled out: what the document must list. */
function apiRoutesOfTheRouteConfig(collections: string[]): string[] {
  const patterns = (routes as RouteConfigEntry[])
    .map((entry) => entry.path ?? '')
    .filter((path) => path.startsWith('api/'))
  // An optional last parameter is two paths: the collection and one item.
  const expand = (path: string) => {
    const optional = /\/:(\w+)\?$/.exec(path)
    if (!optional) return [path.replace(/:(\w+)/g, '{$1}')]
    const base = path.slice(0, optional.index)
    return [base, `${base}/{${optional[1]}}`]
  }
  return patterns.flatMap((pattern) =>
    pattern.includes(':collection')
      ? collections.flatMap((collection) =>
          expand(`/${pattern.replace(':collection', collection)}`),
        )
      : expand(`/${pattern}`),
  )
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document that lists every route of the API', async () => {
    const response = await fetch(url('/api/openapi.json'))
    expect(response.status).toBe(200)
    const document = (await response.json()) as {
      openapi: string
      paths: Record<string, Record<string, unknown>>
    }
    const validator = new Validator()
    const result = await validator.validate(document as never)
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')

    const collections = ['categories', 'customer-logos', 'resources', 'testimonials', 'videos']
    expect(Object.keys(document.paths).sort()).toEqual(
      apiRoutesOfTheRouteConfig(collections).sort(),
    )
    // Each operation it lists is one the server takes (not 404 nor 405 for an unknown route or method).
    const { token } = await createToken('Probe script')
    for (const [path, operations] of Object.entries(document.paths))
      for (const method of Object.keys(operations).filter((key) => key !== 'parameters')) {
        const response = await fetch(url(path.replace(/\{\w+\}/g, 'no-such-id')), {
          method: method.toUpperCase(),
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: ['post', 'put'].includes(method) ? '{}' : undefined,
        })
        expect(response.status, `${method} ${path}`).not.toBe(405)
        if (!/\{\w+\}/.test(path)) expect(response.status, `${method} ${path}`).not.toBe(404)
      }
  })
})

describe('the token page', () => {
  test('creates a token shown once, lists it with its last use, and revokes it', async () => {
    const page = await adminPage(fixture.browser, fixture.server.url, PASSWORD, '/admin')
    const errors = recordPageErrors(page)
    await page.getByRole('link', { name: 'API Tokens' }).click()
    await page.waitForURL('**/admin/api-tokens')
    await page.getByRole('heading', { level: 1, name: 'API Tokens' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByText('Name is required').waitFor()

    await page.getByLabel('Token name').fill('Newsroom importer')
    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByRole('heading', { name: 'Token “Newsroom importer” created' }).waitFor()
    const token = await page.getByLabel('Your new token').inputValue()
    expect(token).toMatch(/^alk_[A-Za-z0-9_-]{43}$/)
    expect(await page.getByText('Copy it now: it is shown only this once').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    const card = page.getByRole('listitem').filter({ hasText: 'Newsroom importer' })
    await card.getByText('Never').waitFor()

    // The token works, and its use shows as the last use.
    const used = await withToken(token)('DELETE', 'videos/video-0-missing')
    expect(used.status).toBe(404)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'API Tokens' }).waitFor()
    expect(await page.getByLabel('Your new token').count(), 'shown once').toBe(0)
    expect(await page.content()).not.toContain(token)
    await expect.poll(() => card.getByText('Never').count()).toBe(0)
    expect(await card.textContent()).toContain(token.slice(0, 10))

    await card.getByRole('button', { name: 'Revoke Newsroom importer' }).click()
    await card.getByText(/Revoked on/).waitFor()
    expect(await card.getByRole('button').count()).toBe(0)
    expect((await withToken(token)('DELETE', 'videos/video-0-missing')).status).toBe(401)
    expect(errors).toEqual([])
  })

  test('works at 375 px without scrolling sideways', async () => {
    const page = await adminPage(
      fixture.browser,
      fixture.server.url,
      PASSWORD,
      '/admin/api-tokens',
      {
        width: 375,
      },
    )
    await page.getByLabel('Token name').fill('Phone token with a rather long name to wrap')
    await page.getByRole('button', { name: 'Create token' }).click()
    await page.getByLabel('Your new token').waitFor()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    expect(await axeViolations(page)).toEqual([])
  })
})
