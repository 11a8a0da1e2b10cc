import module from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { SummaryReporter } from './tests/utils/summary-reporter.ts'
import { copyModules } from './vite.bundling.ts'

/**
 * Two test files per core (at most eight at once, for memory). An e2e file keeps only about
 * half a core busy: its server, its Chromium and the test itself take turns, and wait for the
 * network to go idle (public-pages used 99 s of processor time and journeys 53 s, in 148 s
 * and 124 s of CI's wall time), so with one file per core the 2-core machine sat half idle.
 * Both projects share one pool (Vitest wants one worker count for projects run together):
 * the e2e files go first, longest first, and the unit files fill the workers as they end.
 */
const WORKERS = Math.min(8, 2 * os.availableParallelism())

/**
 * Node's compile cache (V8's code for each module, checked against the file's contents) for
 * this process, the workers it starts and the servers the tests start (tests/e2e/server.ts
 * passes it on): each of the suite's 200 or so Node processes compiled the same modules
 * (Vitest, playwright-core, the server build, PGlite) again, about 0.6 s of processor time
 * for each server started (decision 149).
 */
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'alakin-test-compile-cache')
module.enableCompileCache(process.env.NODE_COMPILE_CACHE)

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [copyModules()],
  test: {
    reporters: ['default', new SummaryReporter()],
    // expect.poll waits for a condition; on a slow, busy machine that can take
    // much longer than its default second (hydration, a mail arriving).
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/property/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/utils/unit-global-setup.ts'],
          // Each file opens its own in-memory databases, so several run side by side safely.
          maxWorkers: WORKERS,
          // Ceilings for a slow, busy machine; tests wait on conditions, never on these.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against the built production server. Each file has its own
          // server, data directory and PostgreSQL database, so files run side by side.
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: true,
          maxWorkers: WORKERS,
          // A worker process runs one e2e file after another instead of a new process per
          // file (a Vitest worker importing Playwright, about 1.5 s of processor time), and
          // keeps one Chromium for them all (fixtures.ts). Each file still has its own
          // server, data directory and browser contexts; the modules the files import are
          // evaluated once per worker, so they keep no state of a file (decision 156).
          isolate: false,
          // Ceilings, not expectations: the longest tests (a page tour) took 90 s
          // beside stress-ng and another run of the suite.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
