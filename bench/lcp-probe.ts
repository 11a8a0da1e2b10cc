/**
 * Where a page's Largest Contentful Paint goes: Lighthouse (mobile preset,
 * as bench/lighthouse.ts) on the given routes, printing per run the score,
 * the LCP, its element and its phases (time to first byte, resource load
 * delay and duration, render delay). For comparing one change in one run.
 *
 * Run: npm run build && npx tsx bench/lcp-probe.ts /route [/other-route…]
 */
import lighthouse from 'lighthouse'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { freePort, startServer } from '../tests/e2e/server.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const server = await startServer({ env: { ADMIN_PASSWORD: 'lcp probe password' } })
const port = await freePort()
const browser = await launchBrowser([`--remote-debugging-port=${port}`])
try {
  for (const route of process.argv.slice(2)) {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${route}`, {
        port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const audits = result!.lhr.audits
      const phases = (
        audits['lcp-breakdown-insight']?.details as
          { items?: Array<{ items?: Array<{ subpart?: string; duration?: number }> }> } | undefined
      )?.items?.[0]?.items
      const element = (
        audits['largest-contentful-paint-element']?.details as
          { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> } | undefined
      )?.items?.[0]?.items?.[0]?.node?.nodeLabel
      console.log(
        [
          route,
          `perf ${Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)}`,
          `FCP ${((audits['first-contentful-paint']?.numericValue ?? NaN) / 1000).toFixed(2)} s`,
          `LCP ${((audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000).toFixed(2)} s`,
          `${(audits['network-requests']?.details as { items?: unknown[] })?.items?.length} requests`,
          `${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KiB`,
          `element ${String(element).slice(0, 40)}`,
          ...(phases ?? []).map(
            (phase) => `${phase.subpart} ${Math.round(phase.duration ?? 0)} ms`,
          ),
        ].join(' | '),
      )
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
