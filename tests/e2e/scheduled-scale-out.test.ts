/**
 * Issue 20, acceptance 2: a resource scheduled a few seconds ahead appears by
 * itself, once, with two app servers running on one PostgreSQL behind nginx
 * (the scale-out harness, tests/utils/cluster.ts). No cron and no request
 * make it live: each public read asks the database's clock, and each
 * server's page cache sees the due time in its content version (decision 061).
 */
import postgres from 'postgres'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startCluster, type Cluster } from '../utils/cluster'
import { logInOverHttp } from './server'

const PASSWORD = 'scheduled scale-out password'
let cluster: Cluster
let sql: postgres.Sql

beforeAll(async () => {
  cluster = await startCluster({ count: 2, env: { ADMIN_PASSWORD: PASSWORD } })
  sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} })
}, 180_000)

afterAll(async () => {
  await sql?.end()
  await cluster?.stop()
}, 60_000)

const occurrences = (text: string, needle: string) => text.split(needle).length - 1

test('a scheduled resource goes live by itself on both servers, exactly once', async () => {
  const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]]
  const cookie = await logInOverHttp(a.url, PASSWORD)
  const [category] = (await (await fetch(`${b.url}/api/categories`)).json()) as Array<{
    id: string
  }>
  const publishAt = new Date(Date.now() + 6_000)
  const created = await fetch(`${a.url}/api/resources`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie, Origin: a.url },
    body: JSON.stringify({
      title: 'Clustered Launch Study',
      description: 'Due in a few seconds.',
      type: 'case-study',
      categoryId: category!.id,
      content: '<p>Launch</p>',
      status: 'scheduled',
      publishAt: publishAt.toISOString(),
    }),
  })
  expect(created.status).toBe(201)
  const { link } = (await created.json()) as { link: string }

  const listing = async (url: string) =>
    (await (await fetch(`${url}/resources/case-studies`)).text()).replaceAll('&#x27;', "'")
  // Both servers render (and cache) the listing while the resource is not due.
  for (const server of [a, b]) {
    const early = await listing(server.url)
    if (Date.now() < publishAt.getTime() - 500)
      expect(occurrences(early, 'Clustered Launch Study')).toBe(0)
  }

  // Nothing is sent to either server but anonymous reads: it appears by itself, once.
  const publicCopies = async (url: string) =>
    ((await (await fetch(`${url}/api/resources`)).json()) as Array<{ title: string }>).filter(
      (resource) => resource.title === 'Clustered Launch Study',
    ).length
  for (const server of [a, b]) {
    await expect
      .poll(async () => occurrences(await listing(server.url), 'Clustered Launch Study') > 0, {
        timeout: 30_000,
      })
      .toBe(true)
    expect(await publicCopies(server.url)).toBe(1)
  }
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
  for (const server of [a, b, cluster.balancer])
    expect((await fetch(`${server.url}${link}`)).status).toBe(200)

  // Once: one row, one scheduling in the audit log, and no second write by any server.
  const rows =
    await sql`select status, publish_at from resources where title = 'Clustered Launch Study'`
  expect(rows).toHaveLength(1)
  const audit = await sql`
    select action from audit_log
     where entity_id = (select id from resources where title = 'Clustered Launch Study')
     order by at`
  expect(audit.map((row) => row.action)).toEqual(['create', 'schedule'])
})
