/**
 * Once per run: a database that a production server has migrated and seeded,
 * which the per-file fixtures copy instead of migrating and seeding their own
 * (about half of a server's start-up: 11 to 15 s against 37 to 56 s on the busy
 * 2-core machine). Files that test the first start itself (generated password,
 * seeding logs, servers racing for the migration) start on an empty database.
 * With TEST_DATABASE_URL, the same on PostgreSQL: a seeded database that
 * `create database … template` copies.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPostgresDatabase } from '../utils/databases'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string
    /** The seeded PostgreSQL database's name, when TEST_DATABASE_URL is set. */
    seededPostgresDatabase: string
  }
}

const TEMPLATE_PASSWORD = 'seeded template only'

async function seedPglite(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-e2e-seeded-'))
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: TEMPLATE_PASSWORD } })
  const code = await server.stop()
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`)
  return { dataDir, remove: () => fs.rm(dataDir, { recursive: true, force: true }) }
}

async function seedPostgres(serverUrl: string) {
  const database = await createPostgresDatabase(serverUrl)
  const server = await startServer({
    env: { ADMIN_PASSWORD: TEMPLATE_PASSWORD, DATABASE_URL: database.url },
  })
  const code = await server.stop()
  await fs.rm(server.dataDir, { recursive: true, force: true })
  if (code !== 0)
    throw new Error(`the PostgreSQL template server exited with ${code}:\n${server.output()}`)
  return database
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  // Side by side: nothing else runs until both are ready.
  const [pglite, postgres] = await Promise.all([
    seedPglite(),
    serverUrl ? seedPostgres(serverUrl) : undefined,
  ])
  project.provide('seededDataDir', pglite.dataDir)
  if (postgres) project.provide('seededPostgresDatabase', postgres.name)
  return async () => {
    await pglite.remove()
    await postgres?.drop()
  }
}
