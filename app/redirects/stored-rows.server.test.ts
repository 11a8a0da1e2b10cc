/**
 * Issue 32: rows stored before redirects and links were checked can make no
 * page fail. A redirect whose target a Location header cannot carry answers
 * the 404 page; a resource link no browser can ask for stays out of the sitemap.
 */
import os from 'node:os'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { closeDatabase, db, initDatabase } from '~/db/db.server'
import { redirects, resources } from '~/db/schema'
import { loader as sitemap } from '~/routes/sitemap'
import { createId } from '~/utils/ids'
import { loadEnv } from '~/utils/env.server'
import { redirectOrNotFound } from './redirects.server'

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: os.tmpdir(), ADMIN_PASSWORD: 'stored rows test password' })
  loadEnv()
  await initDatabase({ kind: 'pglite', dataDir: 'memory://' })
})
afterAll(() => closeDatabase())

/** What the not-found route's loader answers for `path` (it throws its answer). */
async function visit(path: string) {
  try {
    await redirectOrNotFound(new Request(`http://localhost:3000${path}`))
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    if (thrown && typeof thrown === 'object' && 'init' in thrown)
      return { status: (thrown as { init: { status: number } }).init.status, location: null }
    throw thrown
  }
  throw new Error('the loader answered nothing')
}

const store = (fromPath: string, toPath: string) =>
  db()
    .insert(redirects)
    .values({ id: createId('redirect'), fromPath, toPath })

test('a stored target beyond Latin-1 is sent percent-encoded; one with control characters answers 404', async () => {
  await store('/stored-wide', '/caf\u0100')
  await store('/stored-control', '/a\u0001b')
  await store('/stored-broken', '/a\uFFFDb\n')
  expect(await visit('/stored-wide')).toEqual({ status: 301, location: '/caf%C4%80' })
  expect(await visit('/stored-control')).toEqual({ status: 404, location: null })
  expect(await visit('/stored-broken')).toEqual({ status: 404, location: null })
})

test("a stored target with a fragment gets the visitor's query before it", async () => {
  await store('/stored-fragment', '/pricing#plans')
  expect(await visit('/stored-fragment?utm_source=mail')).toEqual({
    status: 301,
    location: '/pricing?utm_source=mail#plans',
  })
})

test('the sitemap leaves out stored links no browser can ask for, and keeps the others', async () => {
  const links = ['/resources/case-studies/..', '/resources/x%00', '/resources/%2e%2e/y']
  const rows = await db().select({ id: resources.id, link: resources.link }).from(resources)
  for (const [i, link] of links.entries())
    await db().update(resources).set({ link }).where(eq(resources.id, rows[i]!.id))

  const body = await (await sitemap()).text()
  expect(body).toContain(`${rows[links.length]!.link}<`)
  for (const link of links) expect(body).not.toContain(`${link}<`)
})
