import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const PASSWORD = 'api test password 123'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url },
    body: new URLSearchParams({ password: PASSWORD }),
  })
  cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('alakin_session='))!
    .split(';')[0]!
})
afterAll(async () => {
  await server?.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/${path}`, {
    method,
    headers: { Origin: server.url, cookie, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}
const count = async (collection: string) =>
  ((await (await fetch(`${server.url}/api/${collection}`)).json()) as unknown[]).length

describe('public reads', () => {
  test.each([
    ['resources', 8],
    ['categories', 3],
    ['customer-logos', 4],
    ['testimonials', 2],
    ['videos', 3],
  ])('GET /api/%s lists the seed as JSON', async (collection, expected) => {
    const response = await fetch(`${server.url}/api/${collection}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const items = (await response.json()) as Array<{ id: string }>
    expect(items).toHaveLength(expected)
    const one = await fetch(`${server.url}/api/${collection}/${items[0]!.id}`)
    expect(((await one.json()) as { id: string }).id).toBe(items[0]!.id)
  })

  test('unknown collections and ids are JSON 404s', async () => {
    for (const path of ['nothing', 'videos/video-0-missing', 'resources/resource-0-missing']) {
      const response = await fetch(`${server.url}/api/${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toHaveProperty('message')
    }
  })
})

describe('admin writes', () => {
  const video = {
    title: 'API video',
    videoSrc: 'https://cdn.example/api.mp4',
    location: 'solutions',
  }

  test('create, update and delete a video', async () => {
    const created = await call('POST', 'videos', video)
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const updated = await call('PUT', `videos/${id}`, { ...video, title: 'API video, updated' })
    expect(((await updated.json()) as { title: string }).title).toBe('API video, updated')
    expect((await call('DELETE', `videos/${id}`)).status).toBe(204)
    expect((await call('DELETE', `videos/${id}`)).status).toBe(404)
    expect((await call('PUT', `videos/${id}`, video)).status).toBe(404)
  })

  test.each([
    ['no session', () => call('POST', 'videos', video, { cookie: '' }), 401],
    ['cross-site', () => call('POST', 'videos', video, { Origin: 'https://evil.example' }), 403],
    [
      'a form body',
      () =>
        call('POST', 'videos', 'title=x', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
    ],
    ['malformed JSON', () => call('POST', 'videos', '{"title": '), 400],
    [
      'a huge body',
      () => call('POST', 'videos', { ...video, description: 'x'.repeat(200_000) }),
      413,
    ],
    [
      'wrong types',
      () => call('POST', 'videos', { title: 42, videoSrc: ['x'], location: 'moon' }),
      422,
    ],
    ['unknown fields', () => call('POST', 'videos', { ...video, isAdmin: true }), 422],
    ['an array', () => call('POST', 'videos', [video]), 422],
    ['a POST to an item', () => call('POST', 'videos/video-1', video), 405],
  ])('refuses %s with a clear status and stores nothing', async (_name, send, status) => {
    const before = await count('videos')
    const response = await send()
    expect(response.status).toBe(status)
    expect(((await response.json()) as { message: string }).message).toBeTruthy()
    expect(await count('videos')).toBe(before)
  })

  test.each(['categories', 'customer-logos', 'testimonials', 'videos', 'resources'])(
    'every write to /api/%s needs a session',
    async (collection) => {
      for (const [method, path] of [
        ['POST', collection],
        ['PUT', `${collection}/some-id`],
        ['DELETE', `${collection}/some-id`],
      ] as const) {
        const response = await call(method, path, {}, { cookie: '' })
        expect(response.status, `${method} ${path}`).toBe(401)
      }
    },
  )

  test('validation errors name the fields with the spec messages', async () => {
    const response = await call('POST', 'videos', { title: 'V', videoSrc: 'nope' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Validation failed',
      errors: {
        title: ['Title must be at least 2 characters'],
        videoSrc: ['Please enter a valid URL'],
      },
    })
  })

  test('SQL and HTML in strings are stored as plain text', async () => {
    const hostile = {
      quote: "<script>alert(1)</script>'; drop table testimonials; --",
      author: '<b>Eve</b>',
    }
    // Published, to read it back as a visitor (an API create is a draft otherwise: decision 096).
    const created = await call('POST', 'testimonials', { ...hostile, status: 'published' })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect(await (await fetch(`${server.url}/api/testimonials/${id}`)).json()).toMatchObject(
      hostile,
    )
    expect(await count('testimonials')).toBe(3)
  })

  test('a category with resources cannot be deleted (409); a duplicate title conflicts (409)', async () => {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{
      id: string
      title: string
    }>
    const blocked = await call('DELETE', `categories/${categories[0]!.id}`)
    expect(blocked.status).toBe(409)
    expect(((await blocked.json()) as { message: string }).message).toBe(
      'This category contains resources. Please move or delete these resources first.',
    )
    const duplicate = await call('POST', 'categories', { title: categories[0]!.title })
    expect(duplicate.status).toBe(409)
    expect(await count('categories')).toBe(3)
  })
})
