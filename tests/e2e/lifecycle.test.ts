import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { freePort, runServerProcess, startServer, type RunningServer } from './server'

const tempDirs: string[] = []
async function tempDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-life-'))
  tempDirs.push(dir)
  return dir
}
/** A copy of the run's seeded database, for tests that are not about the first start. */
async function seededDataDir() {
  const dir = await copyOfSeededDatabase()
  tempDirs.push(dir)
  return dir
}

afterEach(async () => {
  for (const dir of tempDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true })
})

/** SIGTERM, then exit code 0; otherwise the server's last words say why. */
async function expectCleanStop(server: RunningServer) {
  expect(await server.stop(), server.output().slice(-3000)).toBe(0)
}

test.each([
  ['PORT', 'abc'],
  ['DATABASE_URL', 'not-a-url'],
  ['DATABASE_URL', 'mysql://user:hunter2@localhost/db'],
])('starting with %s=%s exits non-zero with one line naming it', async (name, value) => {
  const run = runServerProcess({
    DATA_DIR: await tempDataDir(),
    PORT: String(await freePort()),
    [name]: value,
  })
  expect(await run.exited).toBe(1)
  const lines = run.stderr().trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `))
  expect(run.stderr()).not.toContain('hunter2')
  expect(run.stderr()).not.toMatch(/\bat .*\.js:\d+/) // no stack trace
})

test('a restart keeps the data and the admin password; SIGTERM stops cleanly', async () => {
  const dataDir = await tempDataDir()
  const first = await startServer({ dataDir })
  const password = await fs.readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')
  expect(first.output()).toContain('shown only once')
  await expectCleanStop(first)
  expect(first.logs().some((line) => line.msg === 'stopped')).toBe(true)

  const second = await startServer({ dataDir })
  expect(second.output()).not.toContain('shown only once')
  expect(second.output()).toContain('generated on the first start and saved in')
  expect(await fs.readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).toBe(password)
  expect((await fetch(second.url)).status).toBe(200)
  await expectCleanStop(second)
})

test.runIf(process.env.TEST_DATABASE_URL)(
  'the same server runs on PostgreSQL when DATABASE_URL is set',
  async () => {
    const { default: postgres } = await import('postgres')
    const name = `e2e_${Date.now()}`
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${name}`
    try {
      const server = await startServer({
        dataDir: await tempDataDir(),
        env: { DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'a long enough password' },
      })
      expect(server.logs().find((line) => line.msg === 'listening')).toMatchObject({
        database: 'postgres',
      })
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' })
      expect((await fetch(`${server.url}/nope`)).status).toBe(404)
      await expectCleanStop(server)
      const db = postgres(url.toString(), { max: 1 })
      const [row] = await db`select count(*)::int as n from resources`
      await db.end()
      expect(row!.n).toBe(8)
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  },
)

test('the admin:password command sets a new password and ends every session', async () => {
  const dataDir = await tempDataDir()
  const login = async (url: string, password: string, cookie = '') =>
    fetch(`${url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: url, cookie },
      body: new URLSearchParams({ password }),
    })
  const first = await startServer({ dataDir })
  const generated = (await fs.readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).trim()
  const loggedIn = await login(first.url, generated)
  expect(loggedIn.status).toBe(302)
  const cookie = loggedIn.headers.getSetCookie()[0]!.split(';')[0]!
  await expectCleanStop(first)

  const { spawn } = await import('node:child_process')
  const cli = spawn(process.execPath, ['scripts/set-admin-password.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  })
  let output = ''
  cli.stdout.on('data', (chunk) => (output += chunk))
  cli.stderr.on('data', (chunk) => (output += chunk))
  cli.stdin.end('a brand new admin password\n')
  expect(await new Promise((resolve) => cli.on('exit', resolve))).toBe(0)
  expect(output).toContain('Admin password changed; every session has been ended.')

  const second = await startServer({ dataDir })
  expect(
    (await fetch(`${second.url}/admin`, { redirect: 'manual', headers: { cookie } })).status,
  ).toBe(302)
  expect((await login(second.url, generated)).status).toBe(401)
  expect((await login(second.url, 'a brand new admin password')).status).toBe(302)
  await expectCleanStop(second)
})

test('a second server on the same data directory refuses to start; the first keeps serving', async () => {
  const dataDir = await seededDataDir()
  const first = await startServer({ dataDir })
  const second = runServerProcess({ DATA_DIR: dataDir, PORT: String(await freePort()) })
  expect(await second.exited).toBe(1)
  const lines = second.stderr().trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    new RegExp(
      `^The database in ${path.join(dataDir, 'pglite')} is in use by another process \\(pid ${first.pid}, app server on port \\d+, since `,
    ),
  )
  expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
  expect((await fetch(first.url)).status).toBe(200)
  await expectCleanStop(first)
})

test("a SIGKILLed server's data directory opens again, with its data", async () => {
  const dataDir = await seededDataDir()
  const first = await startServer({ dataDir })
  const response = await fetch(`${first.url}/api/categories`)
  expect(response.status).toBe(200)
  const categories = await response.json()
  await first.kill('SIGKILL')
  await expect(fs.access(path.join(dataDir, 'pglite.lock'))).resolves.toBeUndefined()

  const second = await startServer({ dataDir })
  expect(await (await fetch(`${second.url}/api/categories`)).json()).toEqual(categories)
  await expectCleanStop(second)
  await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow()
})
