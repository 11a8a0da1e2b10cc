/**
 * `npm run db:backup` of a running site and `npm run db:restore` into a fresh
 * data directory (decision 038): every row comes back.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { runScript, startServer } from './server'

const ADMIN_PASSWORD = 'a backup test admin password'
const tempDirs: string[] = []
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-backup-'))
  tempDirs.push(dir)
  return dir
}
afterAll(async () => {
  for (const dir of tempDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true })
})

/** Row counts of every table (the application's and the migrations' own), and some content. */
async function snapshot(pgliteDir: string) {
  const client = await PGlite.create(pgliteDir)
  try {
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables.rows) {
      // Every health check appends a row, those after the backup too: not the site's data.
      if (name === 'public.health_probes') continue
      const [schema, table] = name.split('.')
      const result = await client.query<{ n: number }>(
        `select count(*)::int as n from "${schema}"."${table}"`,
      )
      counts[name] = result.rows[0]!.n
    }
    const content = async (query: string) =>
      (await client.query<Record<string, unknown>>(query)).rows
    return {
      counts,
      contacts: await content(
        'select id, first_name, company, message, idempotency_key, created_at from contact_submissions order by id',
      ),
      subscribers: await content(
        'select id, email, source, created_at from newsletter_subscriptions order by id',
      ),
      files: await content('select filename, size, sha256 from uploaded_files order by filename'),
      settings: await content('select key, value from app_settings order by key'),
    }
  } finally {
    await client.close()
  }
}

test('a backup of a running site restores into a fresh data directory with every row', async () => {
  const dataDir = await copyOfSeededDatabase()
  tempDirs.push(dataDir)
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD } })
  for (let i = 0; i < 5; i++) {
    const contact = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        firstName: 'Backup',
        lastName: 'Tester',
        email: `backup${i}@example.com`,
        company: `Backup Clinic ${i}`,
        message: `Message number ${i} that must survive a restore.`,
        privacyPolicy: 'on',
        formId: `backup-form-${i}`,
      }),
    })
    expect(contact.status).toBe(200)
    await fetch(`${server.url}/subscribe`, {
      method: 'POST',
      body: new URLSearchParams({
        email: `reader${i}@example.com`,
        source: 'footer',
        enhanced: '1',
      }),
    })
  }

  const file = path.join(await tempDir(), 'site.tar.gz')
  const backup = await runScript('scripts/db-backup.js', [file], { DATA_DIR: dataDir })
  expect(backup).toMatchObject({ code: 0 })
  expect(backup.output).toMatch(
    new RegExp(`^Backup written to ${file} \\(\\d+ bytes, from the running server\\)\\.\\n$`),
  )
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600)

  // A live data directory is never overwritten, and its server goes on serving.
  const refused = await runScript('scripts/db-restore.js', [file], { DATA_DIR: dataDir })
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(
    new RegExp(
      `^The database in ${dataDir}/pglite is in use by another process \\(pid ${server.pid}, `,
    ),
  )
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  expect(await server.stop()).toBe(0)

  const fresh = await tempDir()
  const restore = await runScript('scripts/db-restore.js', [file], { DATA_DIR: fresh })
  expect(restore).toEqual({
    code: 0,
    output: `Restored ${file} into ${fresh}; start the server with this DATA_DIR.\n`,
  })

  const original = await snapshot(path.join(dataDir, 'pglite'))
  const restored = await snapshot(path.join(fresh, 'pglite'))
  expect(original.counts['public.contact_submissions']).toBe(5)
  expect(original.counts['public.newsletter_subscriptions']).toBe(5)
  expect(original.files.length).toBeGreaterThan(0)
  expect(Object.keys(original.counts).length).toBeGreaterThan(15)
  expect(restored).toEqual(original)

  // The restored site starts, with the same data, and the backup command works on a stopped one.
  const again = await startServer({ dataDir: fresh, env: { ADMIN_PASSWORD } })
  const filename = String(original.files[0]!.filename)
  expect((await fetch(`${again.url}/uploads/${filename}`)).status).toBe(200)
  expect(await again.stop()).toBe(0)
  const offline = await runScript('scripts/db-backup.js', [`${file}.2`], { DATA_DIR: fresh })
  expect(offline.output).toContain('from the data directory')
  expect(offline.code).toBe(0)
})
