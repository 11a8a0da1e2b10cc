/**
 * Once per run of the unit project: one migrated, empty PGlite database, written
 * to a file that every test file's databases start from (tests/utils/databases.ts),
 * instead of each file running initdb and the migrations again (about 5 s a file).
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedPgliteDataDir } from './databases'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of a migrated, empty PGlite database. */
    migratedPgliteFile: string
  }
}

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-unit-pglite-'))
  const file = path.join(dir, 'migrated.tar')
  await fs.writeFile(file, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()))
  project.provide('migratedPgliteFile', file)
  return () => fs.rm(dir, { recursive: true, force: true })
}
