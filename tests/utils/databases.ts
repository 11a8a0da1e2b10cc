/**
 * The databases domain tests run on: always an in-memory PGlite, and a real
 * PostgreSQL too when TEST_DATABASE_URL is set (CI starts one). Each `open()`
 * gives a fresh, migrated, empty database.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openDatabase, type DatabaseHandle } from '~/db/client.server'

/**
 * A PGlite's first start runs initdb: about 1.3 s, against 0.3 s to start from
 * a copy of a data directory. So each test file migrates one database, keeps
 * its files (uncompressed: gunzip cost more than it saved) and starts every
 * later database from them.
 */
let migratedPgliteFiles: Promise<Blob> | undefined

async function openMigratedPglite(): Promise<DatabaseHandle> {
  migratedPgliteFiles ??= (async () => {
    const template = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    await template.migrate()
    const files = await template.dumpDataDir!('none')
    await template.close()
    return files
  })()
  return openDatabase(
    { kind: 'pglite', dataDir: 'memory://' },
    { loadDataDir: await migratedPgliteFiles },
  )
}

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres'
  open(): Promise<DatabaseHandle>
}

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      open: openMigratedPglite,
    },
  ]
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) targets.push({ name: 'postgres', open: () => openFreshPostgres(serverUrl) })
  return targets
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its URL, and its removal. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase(serverUrl)
  const handle = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 })
  await handle.migrate()
  return {
    ...handle,
    async close() {
      await handle.close()
      await database.drop()
    },
  }
}
