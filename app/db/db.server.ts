import {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseTarget,
} from './client.server'
import { seedDatabase } from './seed.server'

let handle: DatabaseHandle | undefined

/** Where the configuration says the data lives: a PostgreSQL server, else PGlite under DATA_DIR. */
export function databaseTarget(config: { DATABASE_URL?: string; dataDir: string }): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
}

/**
 * Opens the database, applies pending migrations and the seed, under the
 * start-up lock. Called once by the server before it listens; a failure is
 * not remembered, so a later call tries again.
 */
export async function initDatabase(
  target: DatabaseTarget,
  options: { command?: string } = {},
): Promise<DatabaseHandle> {
  if (handle) return handle
  const opened = await openDatabase(target, options)
  try {
    await opened.withStartupLock(async () => {
      await opened.migrate()
      await opened.db.transaction((tx) => seedDatabase(tx))
    })
  } catch (error) {
    await opened.close().catch(() => {})
    throw error
  }
  handle = opened
  return opened
}

/** The application's database. Server code calls this in loaders and actions. */
export function db(): Database {
  if (!handle) throw new Error('The database is not initialised: initDatabase() must run first')
  return handle.db
}

export async function closeDatabase(): Promise<void> {
  const closing = handle
  handle = undefined
  await closing?.close()
}
