/** Per-file fixtures: one production server (fresh database), started and stopped around the file, and the worker's Chromium. */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, test } from 'vitest'
import { launchBrowser, openPagesReport } from './browser'
import { createPostgresDatabase } from '../utils/databases'
import { startServer, type RunningServer } from './server'
import { countWork } from './work-counter'

/**
 * The databases a file's server may run on: the embedded PGlite always, and
 * a PostgreSQL database too when TEST_DATABASE_URL names a server (CI).
 */
export const e2eDatabases = (): Array<'pglite' | 'postgres'> =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * One Chromium per Vitest worker, shared by every file the worker runs: the e2e project does
 * not isolate its files (vitest.config.ts), so a worker process runs one file after another,
 * and a launch costs about 0.6 s of processor time (decisions 149 and 156). A worker-scoped
 * fixture, not a module-level hook: a module is evaluated once per worker, so a hook it
 * registers on import would belong to the worker's first file only. Vitest runs the fixture's
 * cleanup when the worker stops. Each test opens its own contexts (cookies, storage, routes);
 * a file's contexts are closed when its fixture's tests end, before the next file starts.
 */
export const withWorkerBrowser = test.extend(
  'workerBrowser',
  { scope: 'worker' },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern.
  async ({}, { onCleanup }) => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  },
)

/** Closes every context (and so every page) left in `browser`: none passes to the next file. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
}

export function serverAndBrowserPerFile(
  env: Record<string, string>,
  database: 'pglite' | 'postgres' = 'pglite',
) {
  const fixture = {} as { server: RunningServer; browser: Browser }
  let dropDatabase = async () => {}
  beforeAll(async () => {
    if (database === 'postgres') {
      const created = await copyOfSeededPostgresDatabase()
      dropDatabase = created.drop
      fixture.server = await startServer({ env: { ...env, DATABASE_URL: created.url } })
    } else fixture.server = await startServer({ env, dataDir: await copyOfSeededDatabase() })
  })
  withWorkerBrowser.beforeAll(({ workerBrowser }) => {
    fixture.browser = workerBrowser
  })
  // The report joins the error itself: CI keeps only the tail of its log, the summary.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async ({ task }) => {
      const error = task.result?.errors?.[0]
      if (!fixture.browser || !error) return
      const serverTrouble = (fixture.server?.logs() ?? [])
        .filter((line) => Number(line.level) >= 40)
        .slice(-10)
        .map((line) => JSON.stringify(line))
      error.message += `\n\nPages open at the failure:\n${await openPagesReport(fixture.browser)}`
      error.message += `\nThe server's last warnings and errors:\n${serverTrouble.join('\n') || '(none)'}`
    })
  })
  // A page a test leaves open keeps working (the home hero's particles) through the next tests.
  afterEach(() => {
    for (const page of fixture.browser?.contexts().flatMap((context) => context.pages()) ?? [])
      countWork('left-open', page.url())
  })
  afterAll(async () => {
    await closeContexts(fixture.browser)
    await fixture.server?.stop()
    // Every page this file rendered on the server: no class list with two classes
    // for one property (decision 075).
    const conflicts = (fixture.server?.logs() ?? []).filter(
      (line) => line.msg === 'conflicting classes in one list',
    )
    if (fixture.server) await fs.rm(fixture.server.dataDir, { recursive: true, force: true })
    await dropDatabase()
    expect(conflicts.map((line) => line.classes)).toEqual([])
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

/** A fresh copy of the PostgreSQL database the global setup migrated and seeded: its URL, and its removal. */
export function copyOfSeededPostgresDatabase() {
  return createPostgresDatabase(process.env.TEST_DATABASE_URL!, inject('seededPostgresDatabase'))
}
