/**
 * Writes are checked before their bodies are read (issue 32): an anonymous
 * upload or back-office action costs the server a few kB whatever it
 * declares, and every API token or session has its own limits on writes and
 * upload bytes, answered 429 with Retry-After (decision 085).
 */
import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { postMultipart as postMultipartTo } from './multipart-post'
import { logInOverHttp, residentMemoryMb, startServer, type RunningServer } from './server'

const PASSWORD = 'request limits test password'
const WRITES_PER_MINUTE = 3
const UPLOAD_MB_PER_HOUR = 50
const MB = 1024 * 1024
let server: RunningServer
let cookie = ''

beforeAll(async () => {
  server = await startServer({
    dataDir: await copyOfSeededDatabase(),
    env: {
      ADMIN_PASSWORD: PASSWORD,
      API_WRITE_LIMIT: String(WRITES_PER_MINUTE),
      UPLOAD_MB_PER_HOUR: String(UPLOAD_MB_PER_HOUR),
    },
  })
  cookie = await logInOverHttp(server.url, PASSWORD)
})
afterAll(async () => {
  await server?.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
})

const postMultipart = (
  path: string,
  bytes: number,
  options?: Parameters<typeof postMultipartTo>[3],
) => postMultipartTo(server.url, path, bytes, options)

describe('a write is checked before its body is read', () => {
  test('twelve anonymous 42 MB uploads in parallel: each 401, memory flat, pages answering', async () => {
    // Warm up first, so what is measured is the bodies, not first renders.
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/about`)).text()
    expect((await postMultipart('/api/uploads', 10_000)).status).toBe(401)
    const atRest = await residentMemoryMb(server.pid)
    let peak = atRest
    let uploadsDone = false
    const uploads = Promise.all(
      Array.from({ length: 12 }, () => postMultipart('/api/uploads', 42_000_000)),
    ).finally(() => (uploadsDone = true))
    const aboutStatuses: number[] = []
    // Visits /about over and over while the uploads run, noting the server's memory.
    while (!uploadsDone || aboutStatuses.length === 0) {
      const response = await fetch(`${server.url}/about`)
      await response.text()
      aboutStatuses.push(response.status)
      peak = Math.max(peak, await residentMemoryMb(server.pid))
    }
    const answers = await uploads
    peak = Math.max(peak, await residentMemoryMb(server.pid))
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(JSON.parse(answer.text)).toEqual({ message: 'Authentication required' })
    }
    expect(aboutStatuses.every((status) => status === 200)).toBe(true)
    // 504 MB were offered; a server that read them would have grown by most of that.
    expect(peak).toBeLessThan(atRest + 50)
  })

  test('an anonymous back-office action with a big body goes to the login page, its body unread', async () => {
    const answer = await postMultipart('/admin/resources/new', 40 * MB, {
      headers: { Origin: server.url },
      chunked: true,
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toMatch(/^\/admin\/login\?redirectTo=/)
    // A server that read the body before answering would have taken all 40 MB.
    expect(answer.sentBytes).toBeLessThan(20 * MB)
  })

  test('a signed-in chunked upload past the route cap is cut off with 413', async () => {
    const answer = await postMultipart('/api/uploads', 60 * MB, {
      headers: { cookie, Origin: server.url },
      chunked: true,
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/too large/) })
    expect(answer.sentBytes).toBeLessThan(60 * MB)
  })
})

/** A new API token, made through the back-office form (its value is in that answer only). */
async function createToken(name: string): Promise<string> {
  const page = await (await fetch(`${server.url}/admin/api-tokens`, { headers: { cookie } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!
  const response = await fetch(`${server.url}/admin/api-tokens`, {
    method: 'POST',
    headers: { cookie, Origin: server.url },
    body: new URLSearchParams({ csrf, name }),
  })
  return /alk_[A-Za-z0-9_-]{43}/.exec(await response.text())![0]
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

function expectTooMany(answer: { status: number; retryAfter: string | null; message: string }) {
  expect(answer.status).toBe(429)
  expect(Number(answer.retryAfter)).toBeGreaterThan(0)
  expect(answer.message).toMatch(/Try again in \d+ s/)
}

describe('each API token and session has its own limits', () => {
  test(`the write after ${WRITES_PER_MINUTE} in a minute gets 429 with Retry-After; another token is not affected`, async () => {
    const [first, second] = [await createToken('limits one'), await createToken('limits two')]
    const write = async (token: string) => {
      const response = await fetch(`${server.url}/api/categories/no-such-id`, {
        method: 'DELETE',
        headers: bearer(token),
      })
      const body = (await response.json()) as { message: string }
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        message: body.message,
      }
    }
    // Fixed one-minute windows: writes sent within a minute span at most two, so
    // one of them must have seen its limit passed by the (2N+1)-th write.
    const statuses: number[] = []
    let refused
    while (!refused && statuses.length < 2 * WRITES_PER_MINUTE + 1) {
      const answer = await write(first)
      statuses.push(answer.status)
      if (answer.status === 429) refused = answer
    }
    expect(statuses.slice(0, WRITES_PER_MINUTE)).toEqual(Array(WRITES_PER_MINUTE).fill(404))
    expectTooMany(refused!)
    expect(refused!.message).toContain(`at most ${WRITES_PER_MINUTE} a minute`)
    expect((await write(second)).status).toBe(404)
  })

  test('upload bytes past the hourly budget get 429; another token is not affected', async () => {
    const [first, second] = [await createToken('uploads one'), await createToken('uploads two')]
    const upload = async (token: string) => {
      const answer = await postMultipart('/api/uploads', 26 * MB, { headers: bearer(token) })
      const body = JSON.parse(answer.text) as { message: string }
      return {
        status: answer.status,
        retryAfter: answer.headers['retry-after'] ?? null,
        message: body.message,
      }
    }
    // 26 MB each against 50 MB an hour: the second in one hourly window is refused.
    const first429 = [await upload(first)]
    while (first429.at(-1)!.status !== 429 && first429.length < 3)
      first429.push(await upload(first))
    expect(first429[0]!.status).not.toBe(429)
    expectTooMany(first429.at(-1)!)
    expect(first429.at(-1)!.message).toContain(`at most ${UPLOAD_MB_PER_HOUR} MB an hour`)
    expect((await upload(second)).status).not.toBe(429)
  })
})
