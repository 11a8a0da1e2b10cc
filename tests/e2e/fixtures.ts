/** Per-file fixtures: one production server (fresh database) and one Chromium, started and stopped around the file. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'

export function serverAndBrowserPerFile(env: Record<string, string>) {
  const fixture = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    fixture.server = await startServer({ env, dataDir: await copyOfSeededDatabase() })
    fixture.browser = await launchBrowser()
  })
  afterAll(async () => {
    await fixture.browser?.close()
    await fixture.server?.stop()
    if (fixture.server) await fs.rm(fixture.server.dataDir, { recursive: true, force: true })
  })
  return fixture
}

/** A fresh copy of the database the global setup migrated and seeded (tests/e2e/global-setup.ts). */
export async function copyOfSeededDatabase(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-e2e-'))
  const template = inject('seededDataDir')
  // `control/` holds only the stopped server's backup socket.
  await fs.cp(template, dataDir, {
    recursive: true,
    filter: (source) => path.relative(template, source).split(path.sep)[0] !== 'control',
  })
  return dataDir
}
