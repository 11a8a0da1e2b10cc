/**
 * No other local user can read the data directory (decision 087): the server
 * creates it 0700, everything it and PGlite write there is private, and a
 * directory an older version left readable is repaired at start, with one warning.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startServer } from './server'

const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-permissions-'))
const dataDir = path.join(parent, 'data')
afterAll(() => fs.rm(parent, { recursive: true, force: true }))

/** Every path under `directory` (itself included) with its permission bits. */
async function modes(directory: string): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  const visit = async (entry: string) => {
    const stat = await fs.lstat(entry)
    found.set(path.relative(directory, entry) || '.', stat.mode & 0o777)
    if (stat.isDirectory())
      for (const name of await fs.readdir(entry)) await visit(path.join(entry, name))
  }
  await visit(directory)
  return found
}

const readableByOthers = (found: Map<string, number>) =>
  [...found].filter(([, mode]) => mode & 0o077).map(([name, mode]) => `${name} ${mode.toString(8)}`)

test('a fresh data directory and every file the database writes are its owner’s alone', async () => {
  const server = await startServer({ dataDir })
  // A write after start, so the write-ahead log and table files have been written to.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  const found = await modes(dataDir)
  expect(await server.stop()).toBe(0)

  expect(found.get('.')).toBe(0o700)
  expect(found.get('pglite/PG_VERSION')).toBeDefined()
  expect(
    [...found.keys()].filter((name) => name.startsWith('pglite/pg_wal/')).length,
  ).toBeGreaterThan(0)
  expect(readableByOthers(found)).toEqual([])
})

test('a data directory other users can read is repaired at start, with one warning', async () => {
  // As versions before this one left it: a 0755 directory, 0666 files.
  for (const [name] of await modes(dataDir))
    await fs.chmod(
      path.join(dataDir, name),
      (await fs.lstat(path.join(dataDir, name))).isDirectory() ? 0o755 : 0o666,
    )
  expect(readableByOthers(await modes(dataDir)).length).toBeGreaterThan(100)

  const server = await startServer({ dataDir })
  const warnings = server
    .logs()
    .filter((line) => String(line.msg).startsWith('DATA_DIR was readable'))
  expect(warnings).toEqual([expect.objectContaining({ level: 40, dataDir })])
  expect(warnings[0]!.changed).toBeGreaterThan(100)
  expect(readableByOthers(await modes(dataDir))).toEqual([])
  expect((await fetch(`${server.url}/about`)).status).toBe(200)
  expect(await server.stop()).toBe(0)
})
