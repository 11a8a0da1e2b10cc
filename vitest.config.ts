import { defineConfig } from 'vitest/config'
import { SummaryReporter } from './tests/utils/summary-reporter.ts'
import { commonCopyModules } from './vite.bundling.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [commonCopyModules()],
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
          // Vitest's default is one worker fewer than the cores: one, on CI's two. Each file
          // opens its own in-memory databases, so two run side by side safely.
          maxWorkers: 2,
          // Ceilings for a slow, busy machine; tests wait on conditions, never on these.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against the built production server. Each file has its own
          // server, data directory and PostgreSQL database, so two files run at once.
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: true,
          maxWorkers: 2,
          // Ceilings, not expectations: the longest tests (a page tour) took 90 s
          // beside stress-ng and another run of the suite.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
