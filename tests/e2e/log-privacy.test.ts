/**
 * Issue 32: logs hold no secret and no personal data. A preview link's token
 * (and an unsubscribe link's) never reaches a request log line, and a contact
 * submission the database refuses is logged without the visitor's name,
 * address or message. On the built server.
 */
import fs from 'node:fs/promises'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase } from '../utils/databases'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'

const PASSWORD = 'log privacy test password'

describe('request logs', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_PASSWORD: PASSWORD },
      dataDir: await copyOfSeededDatabase(),
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
  })

  test('show no preview or unsubscribe token, live or revoked', async () => {
    const cookie = await logInOverHttp(server.url, PASSWORD)
    const asStaff = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const testimonial = (await (
      await asStaff('POST', '/api/testimonials', {
        quote: 'Words a preview link shows.',
        author: 'Lena Logless',
        status: 'draft',
      })
    ).json()) as { id: string }
    const made = await asStaff('POST', `/api/testimonials/${testimonial.id}/preview-links`)
    expect(made.status).toBe(201)
    const link = (await made.json()) as { id: string; url: string }
    const path = new URL(link.url).pathname
    const token = path.split('/').pop()!
    expect(token.length).toBeGreaterThan(20)

    // Each answer read to its end: a request is logged when its answer is finished.
    const statusOf = async (url: string) => {
      const answer = await fetch(`${server.url}${url}`)
      await answer.arrayBuffer()
      return answer.status
    }
    expect(await statusOf(path)).toBe(200)
    expect(await statusOf(`${path}?from=mail`)).toBe(200)
    const unsubscribeToken = 'bG9nQGV4YW1wbGUuY29t.not-a-signature-but-secret-looking'
    await statusOf(`/unsubscribe?token=${unsubscribeToken}`)
    expect(
      (await asStaff('DELETE', `/api/testimonials/${testimonial.id}/preview-links/${link.id}`))
        .status,
    ).toBe(204)
    expect(await statusOf(path)).toBe(404)
    await server.logsCaughtUp()

    const logs = server.logs()
    // The requests were logged, with the token hidden.
    expect(
      logs.filter((line) => JSON.stringify(line).includes('/preview/[redacted]')).length,
    ).toBeGreaterThanOrEqual(3)
    const written = server.output()
    expect(written).not.toContain(token)
    expect(written).not.toContain(unsubscribeToken)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('a write the database refuses', () => {
  let server: RunningServer
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
    server = await startServer({
      env: { DATABASE_URL: database.url, FORM_RATE_LIMIT: '1000', ADMIN_PASSWORD: PASSWORD },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
    if (server) await fs.rm(server.dataDir, { recursive: true, force: true })
  })

  /** Every new row of `table` refused, as a full disk or a broken table would. */
  async function refuseWrites(table: string) {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} })
    await sql.unsafe(`alter table ${table} add constraint refuse_all check (false) not valid`)
    await sql.end()
  }

  test('of a contact is logged without the name, address or message sent', async () => {
    await refuseWrites('contact_submissions')
    const visitor = {
      firstName: 'Rosalind',
      lastName: 'Frankline',
      email: 'rosalind.frankline@example.com',
      company: 'Helix Clinics',
      requestType: 'demo',
      message: 'Something only the sales team may read.',
      privacyPolicy: 'on',
    }
    const answer = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams(visitor),
    })
    expect(answer.status).toBe(500)
    await server.logsCaughtUp()

    const failure = server
      .logs()
      .find((line) => line.msg === 'contact submission could not be stored')
    expect(JSON.stringify(failure)).toContain('refuse_all')
    const written = server.output()
    for (const personal of [visitor.firstName, visitor.lastName, visitor.email, visitor.message])
      expect(written).not.toContain(personal)
  })
  test('that no handler catches (an API save) is logged without the values sent', async () => {
    await refuseWrites('testimonials')
    const cookie = await logInOverHttp(server.url, PASSWORD)
    const author = 'Ulrika Uncaught'
    const answer = await fetch(`${server.url}/api/testimonials`, {
      method: 'POST',
      headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ quote: 'Words a refused write carried.', author }),
    })
    expect(answer.status).toBe(500)
    await server.logsCaughtUp()

    const failure = server.logs().find((line) => line.msg === 'request handler failed')
    expect(JSON.stringify(failure)).toContain('refuse_all')
    expect(server.output()).not.toContain(author)
    expect(server.output()).not.toContain('Words a refused write carried.')
  })
})
