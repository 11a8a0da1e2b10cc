/**
 * The databases domain tests run on: always an in-memory PGlite, and a real
 * PostgreSQL too when TEST_DATABASE_URL is set (CI starts one). Each `open()`
 * gives a fresh, migrated, empty database.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs, { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/client.server'

/**
 * A PGlite's first start runs initdb and the migrations: about 5 s on the busy 2-core
 * machine, against 0.3 s to start from a copy of a data directory. So the unit project's
 * global setup migrates one database per run and writes its files
 * (uncompressed: gunzip cost more than it saved) for every file's databases to start
 * from (`migratedPgliteFile`); a file run outside that project migrates its own once.
 */
let migratedPgliteFiles: Promise<Blob> | undefined

/** The files of a freshly migrated, empty PGlite database (a `dumpDataDir` tarball). */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const template = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await template.migrate()
  const files = await template.dumpDataDir!('none')
  await template.close()
  return files
}

async function openMigratedPglite(): Promise<DatabaseHandle> {
  migratedPgliteFiles ??= (async () => {
    const file = inject('migratedPgliteFile')
    return file ? fs.openAsBlob(file) : migratedPgliteDataDir()
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

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`:
 * its name, its URL, and its removal.
 */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * Creating a database and applying every migration took about 1 s per test on the busy
 * 2-core machine; copying an already migrated one (PostgreSQL's `template`) half that.
 * So the first file that needs one migrates a template named after the migrations' own
 * text, and every later database, in any file of any run against that server, is a copy.
 * The template appears under its name only once complete (a rename), so a file that
 * starts beside the one migrating it makes its own and drops the extra.
 */
let migratedPostgresTemplate: Promise<string> | undefined

function migratedTemplateName(): string {
  const folder = path.join(process.cwd(), 'drizzle')
  const hash = createHash('sha256')
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(folder, file)))
  return `test_template_${hash.digest('hex').slice(0, 16)}`
}

async function ensureMigratedTemplate(serverUrl: string): Promise<string> {
  const name = migratedTemplateName()
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`
    if (found.length > 0) return name
    const building = await createPostgresDatabase(serverUrl)
    const handle = await openDatabase({ kind: 'postgres', url: building.url, maxConnections: 1 })
    await handle.migrate()
    await handle.close()
    try {
      await admin.unsafe(`alter database ${building.name} rename to ${name}`)
    } catch (error) {
      // 42P04: another file published the same template first; ours is not needed.
      if ((error as { code?: string }).code !== '42P04') throw error
      await building.drop()
    }
    return name
  } finally {
    await admin.end()
  }
}

async function openFreshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  migratedPostgresTemplate ??= ensureMigratedTemplate(serverUrl)
  const database = await createPostgresDatabase(serverUrl, await migratedPostgresTemplate)
  const handle = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 4 })
  return {
    ...handle,
    async close() {
      await handle.close()
      await database.drop()
    },
  }
}
