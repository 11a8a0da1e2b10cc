/**
 * Once per run: a database that a production server has migrated and seeded,
 * which the per-file fixtures copy instead of migrating and seeding their own
 * (about half of a server's start-up). Files that test the first start itself
 * (generated password, seeding logs) call `startServer` on an empty directory.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-e2e-seeded-'))
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'seeded template only' } })
  const code = await server.stop()
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`)
  project.provide('seededDataDir', dataDir)
  return () => fs.rm(dataDir, { recursive: true, force: true })
}
