/**
 * Issue 32: inputs that once answered 500, against the built server. Odd
 * methods on every kind of route get 405; redirects and resource links that
 * could never be followed, or not sent in a Location header, are refused as
 * they are saved; a redirect keeps the visitor's query before its fragment.
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { logInOverHttp, startServer, type RunningServer } from './server'

const PASSWORD = 'hostile inputs test password'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD } })
  cookie = await logInOverHttp(server.url, PASSWORD)
})
afterAll(async () => {
  await server?.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

/** fetch refuses TRACE and the like: node:http sends any method. */
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode!, allow: response.headers.allow }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

const api = (method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', cookie, Origin: server.url },
    body: JSON.stringify(body),
  })

async function refusal(path: string, body: unknown) {
  const response = await api('POST', path, body)
  return { status: response.status, body: JSON.stringify(await response.json()) }
}

const answer = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('Location') }
}

const ROUTES = ['/', '/about', '/resources/case-studies/x', '/admin', '/api/resources']

describe('odd methods', () => {
  test.each(['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'LINK'])(
    '%s on a page, a resource, an admin page and the API answers 405',
    async (method) => {
      for (const path of ROUTES)
        expect(await send(method, path), `${method} ${path}`).toEqual({
          status: 405,
          allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        })
    },
  )

  // TRACK, FOO and other names Node's HTTP parser does not know it refuses itself (400).

  test('a method a page has no handler for is a 405 for the visitor, not an error in the log', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await send(method, '/about')).status, `${method} /about`).toBe(405)
    await server.logsCaughtUp()
    const errors = server.logs().filter((line) => Number(line.level) >= 50)
    expect(errors.map((line) => line.msg)).toEqual([])
  })
})

describe('redirects that could not be followed are refused as they are saved', () => {
  test('a target beyond Latin-1 is stored percent-encoded and followed; control characters are refused', async () => {
    const made = await api('POST', '/api/redirects', {
      from: '/caf\u0100-old',
      to: '/pricing?x=\u0100',
    })
    expect(made.status).toBe(201)
    expect(await made.json()).toMatchObject({ from: '/caf%C4%80-old', to: '/pricing?x=%C4%80' })
    expect(await answer('/caf%C4%80-old')).toEqual({ status: 301, location: '/pricing?x=%C4%80' })

    for (const to of ['/pricing\u0001', 'https://example.com/\u0007', '/\uD800'])
      expect((await refusal('/api/redirects', { from: '/control-old', to })).status).toBe(422)
  })

  test("the visitor's query goes before the target's fragment", async () => {
    expect(
      (await api('POST', '/api/redirects', { from: '/plans-old', to: '/pricing#plans' })).status,
    ).toBe(201)
    expect(await answer('/plans-old?utm_source=mail')).toEqual({
      status: 301,
      location: '/pricing?utm_source=mail#plans',
    })
  })

  test("a loop through the site's own full address is refused", async () => {
    expect((await api('POST', '/api/redirects', { from: '/loop-a', to: '/loop-b' })).status).toBe(
      201,
    )
    const port = new URL(server.url).port
    // PUBLIC_ORIGIN is unset: the site's address is http://localhost:{PORT}.
    const loop = await refusal('/api/redirects', {
      from: '/loop-b',
      to: `http://localhost:${port}/loop-a`,
    })
    expect(loop).toEqual({
      status: 422,
      body: expect.stringContaining('This would loop back to /loop-b'),
    })
    expect((await answer('/loop-a')).location).toBe('/loop-b')
  })

  test('a reserved path in capitals is refused, like the router follows it', async () => {
    for (const from of ['/Admin', '/ADMIN/x', '/About', '/API/redirects'])
      expect(await refusal('/api/redirects', { from, to: '/pricing' })).toEqual({
        status: 422,
        body: expect.stringContaining('This path is a page of the site'),
      })
  })
})

describe('resource links no browser could ask for are refused', () => {
  test.each([
    '/resources/case-studies/..',
    '/resources/%2E%2E/x',
    '/resources/x%00',
    '/resources/./x',
  ])('%s', async (link) => {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{
      id: string
    }>
    const result = await refusal('/api/resources', {
      title: `Unreachable ${link}`,
      description: 'Its link is refused.',
      type: 'case-study',
      categoryId: categories[0]!.id,
      content: '<p>Body</p>',
      link,
    })
    expect(result).toEqual({ status: 422, body: expect.stringContaining('not . or ..') })
  })

  test('a title of two dots gets a link its page answers', async () => {
    const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{
      id: string
    }>
    const made = await api('POST', '/api/resources', {
      title: '..',
      description: 'A title of two dots.',
      type: 'case-study',
      categoryId: categories[0]!.id,
      content: '<p>Body</p>',
      // Published, so that its page answers (an API create is a draft otherwise: decision 096).
      status: 'published',
    })
    expect(made.status).toBe(201)
    const { link } = (await made.json()) as { link: string }
    expect(link).not.toMatch(/\/\.\.?$/)
    expect((await answer(link)).status).toBe(200)
  })
})
