/**
 * Issue 35, acceptance 3: a language switched on (or off) through one app
 * server reaches the other without a restart, with two servers on one
 * PostgreSQL behind nginx (tests/utils/cluster.ts, decision 100).
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startCluster, type Cluster } from '../utils/cluster'
import { logInOverHttp } from './server'

const PASSWORD = 'languages scale-out password'
let cluster: Cluster

beforeAll(async () => {
  cluster = await startCluster({ count: 2, env: { ADMIN_PASSWORD: PASSWORD } })
}, 180_000)

afterAll(async () => {
  await cluster?.stop()
}, 60_000)

const statusOf = async (url: string) => (await fetch(url)).status

test('French switched on through one server is served by the other, and off again', async () => {
  const [a, b] = cluster.servers as [(typeof cluster.servers)[0], (typeof cluster.servers)[0]]
  // Both servers have rendered (and cached) the English-only state first.
  for (const server of [a, b]) {
    expect(await statusOf(`${server.url}/fr/pricing`)).toBe(404)
    expect(await (await fetch(`${server.url}/pricing`)).text()).not.toContain('hrefLang="fr"')
  }
  const cookie = await logInOverHttp(a.url, PASSWORD)
  const patch = (active: boolean) =>
    fetch(`${a.url}/api/languages/fr`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', cookie, Origin: a.url },
      body: JSON.stringify({ active }),
    })
  expect((await patch(true)).status).toBe(200)
  await expect.poll(() => statusOf(`${b.url}/fr/pricing`), { timeout: 15_000 }).toBe(200)
  expect(await (await fetch(`${b.url}/fr/pricing`)).text()).toContain('<html lang="fr"')
  // Its cached English page now carries the French alternate.
  await expect
    .poll(async () => (await fetch(`${b.url}/pricing`)).text(), { timeout: 15_000 })
    .toContain('hrefLang="fr"')

  expect((await patch(false)).status).toBe(200)
  await expect.poll(() => statusOf(`${b.url}/fr/pricing`), { timeout: 15_000 }).toBe(404)
})
