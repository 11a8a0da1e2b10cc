/**
 * Opt-in tally of the costly steps a browser test file takes, to find repeated work:
 * `E2E_WORK_LOG=/tmp/work.jsonl npx vitest run --project e2e FILE…` appends one JSON line
 * per browser launch, browser context, page load, axe run and server start, and per page a
 * test left open, with the test file it came from; `npx tsx scripts/e2e-work-tally.ts
 * /tmp/work.jsonl` sums them per file.
 * Unset (always, in CI), it does nothing.
 */
import fs from 'node:fs'
import path from 'node:path'

const log = process.env.E2E_WORK_LOG

export type CountedWork = 'launch' | 'context' | 'load' | 'axe' | 'server' | 'left-open'

export function countWork(kind: CountedWork, url?: string) {
  if (!log) return
  // Vitest's worker state names the file it runs (without importing vitest: benchmarks use browser.ts too).
  const testPath = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__
    ?.filepath
  const file = testPath ? path.basename(testPath) : 'unknown'
  fs.appendFileSync(log, `${JSON.stringify({ file, kind, url })}\n`)
}
