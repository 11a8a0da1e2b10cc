/** Per-file fixtures: one production server (fresh database) and one Chromium, started and stopped around the file. */
import fs from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startServer, type RunningServer } from './server'

export function serverAndBrowserPerFile(env: Record<string, string>) {
  const fixture = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    fixture.server = await startServer({ env })
    fixture.browser = await launchBrowser()
  })
  afterAll(async () => {
    await fixture.browser?.close()
    await fixture.server?.stop()
    if (fixture.server) await fs.rm(fixture.server.dataDir, { recursive: true, force: true })
  })
  return fixture
}
