import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

/** The Drizzle API both drivers share; code is written against this alone. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction handle. Inside a transaction, query through it only (PGlite is one connection). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either: functions that may run inside a caller's transaction take this. */
export type Queryable = Database | Transaction

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | 'memory://' }
  | { kind: 'postgres'; url: string; maxConnections?: number }

export interface DatabaseHandle {
  db: Database
  kind: DatabaseTarget['kind']
  /** Applies the checked-in migrations in ./drizzle. */
  migrate(): Promise<void>
  /**
   * Runs `work` while holding a cluster-wide lock, so that several app servers
   * starting at once migrate and seed one after the other, never together.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

const migrationsFolder = path.join(process.cwd(), 'drizzle')
// Any fixed 64-bit number works; this one spells "alakin" in ASCII.
const STARTUP_LOCK_ID = 0x616c616b696e

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir !== 'memory://') await fs.mkdir(target.dataDir, { recursive: true })
    const client = await PGlite.create(target.dataDir)
    const db = drizzlePglite({ client, schema }) as unknown as Database
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      // One process owns an embedded database: there is nobody to lock out.
      withStartupLock: (work) => work(),
      close: () => client.close(),
    }
  }

  const client = postgres(target.url, {
    max: target.maxConnections ?? 10,
    onnotice: () => {},
  })
  const db = drizzlePostgres({ client, schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    async withStartupLock(work) {
      const connection = await client.reserve()
      try {
        await connection`select pg_advisory_lock(${STARTUP_LOCK_ID})`
        return await work()
      } finally {
        await connection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch(() => {})
        connection.release()
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

/** Cheap liveness check used by /healthz. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
