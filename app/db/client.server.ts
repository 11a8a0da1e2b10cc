import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { lockDataDir } from './data-dir-lock.server'
import { removeSharedPermissions } from './data-dir-permissions.server'
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
  /** PGlite only: a tarball of the data directory (gzipped by default), taken between transactions. */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Blob>
  close(): Promise<void>
}

const migrationsFolder = path.join(process.cwd(), 'drizzle')
// Any fixed 64-bit number works; this one spells "alakin" in ASCII.
const STARTUP_LOCK_ID = 0x616c616b696e

/**
 * PGlite is one connection: a query through the outer handle while a
 * transaction is open on it waits for that transaction forever. On
 * PostgreSQL the same mistake silently runs outside the transaction. So
 * inside `db.transaction(...)`, the outer handle refuses to query, loudly.
 */
const insideTransaction = new AsyncLocalStorage<true>()

export class OuterHandleInTransactionError extends Error {
  constructor() {
    super(
      'Queried the outer database handle inside a transaction: use the transaction handle (tx) instead',
    )
  }
}

function refuseInsideTransaction<T extends object>(client: T, methods: Array<keyof T>) {
  for (const method of methods) {
    const original = client[method] as (...args: unknown[]) => unknown
    Object.defineProperty(client, method, {
      value: (...args: unknown[]) => {
        if (insideTransaction.getStore()) throw new OuterHandleInTransactionError()
        return original.apply(client, args)
      },
    })
  }
}

function markTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db)
  db.transaction = ((work, config) =>
    transaction(
      (tx) => insideTransaction.run(true, async () => await work(tx)),
      config,
    )) as Database['transaction']
  return db
}

/**
 * PGlite runs PostgreSQL inside this process's memory. 16 MB of shared
 * buffers instead of PostgreSQL's 128 MB: the site's data is a few megabytes,
 * and the operating system caches the data files anyway (decision 067).
 */
const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    loadDataDir,
  })

export async function openDatabase(
  target: DatabaseTarget,
  /** `loadDataDir`: an in-memory PGlite starts from these files (a `dumpDataDir` tarball). */
  options: { command?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    let unlock = () => {}
    let client: PGlite
    if (target.dataDir === 'memory://')
      client = await openPglite(target.dataDir, options.loadDataDir)
    else {
      // One process at a time on a data directory (decision 038).
      unlock = await lockDataDir(target.dataDir, options.command)
      try {
        await fs.mkdir(target.dataDir, { recursive: true })
        client = await openPglite(target.dataDir)
        // What PGlite writes ignoring the umask (see data-dir-permissions.server.ts).
        await removeSharedPermissions(target.dataDir)
      } catch (error) {
        unlock()
        throw error
      }
    }
    refuseInsideTransaction(client, ['query', 'exec'])
    const db = markTransactions(drizzlePglite({ client, schema }) as unknown as Database)
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      // The data directory's lock already keeps every other process out.
      withStartupLock: (work) => work(),
      // Inside a transaction: no other transaction is half done when the files are read.
      dumpDataDir: (compression = 'gzip') =>
        client.transaction(() => client.dumpDataDir(compression)),
      async close() {
        try {
          await client.close()
        } finally {
          unlock()
        }
      },
    }
  }

  const client = postgres(target.url, {
    max: target.maxConnections ?? 10,
    onnotice: () => {},
  })
  refuseInsideTransaction(client, ['unsafe'])
  const db = markTransactions(drizzlePostgres({ client, schema }) as unknown as Database)
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
