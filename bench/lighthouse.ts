/**
 * Lighthouse (npm) with Debian's Chromium, mobile preset (Lighthouse's
 * default: Moto G-class device, simulated slow 4G, 4× CPU slowdown), median of
 * three runs per public route, against the built production server.
 *
 * Run: npm run build && npx tsx bench/lighthouse.ts
 */
import fs from 'node:fs'
import lighthouse from 'lighthouse'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { freePort, startServer } from '../tests/e2e/server.ts'
import { publicPageUrls, resourceDetailSamples } from '../tests/e2e/route-paths.ts'

const lighthouseVersion = (
  JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
).version
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  tbt: number
  cls: number
}

/** The median of the runs that produced the figure (a run can fail to report a metric). */
export const median = (values: number[]) => {
  const measured = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return measured.length ? measured[Math.floor(measured.length / 2)]! : NaN
}

export async function runLighthouseBench(routes = publicPageUrls): Promise<string> {
  const server = await startServer({ env: { ADMIN_PASSWORD: 'lighthouse benchmark password' } })
  const port = await freePort()
  const browser = await launchBrowser([`--remote-debugging-port=${port}`])
  try {
    const rows: string[] = []
    const skipped: string[] = []
    for (const route of [...routes, ...(await resourceDetailSamples(server.url))]) {
      const status = (await fetch(`${server.url}${route}`, { redirect: 'manual' })).status
      if (status !== 200) {
        skipped.push(`\`${route}\` (${status})`)
        continue
      }
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result!.lhr
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
          ) as Run['scores'],
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        })
      }
      const m = (pick: (run: Run) => number) => median(runs.map(pick))
      rows.push(
        `| \`${route}\` | ${CATEGORIES.map((id) => m((run) => run.scores[id])).join(' | ')} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} |`,
      )
    }
    return [
      `Lighthouse ${lighthouseVersion}, mobile preset, Debian Chromium, median of ${RUNS} runs per route, against`,
      'the built server on loopback (network figures are simulated, not measured). Pages that do not',
      `answer 200 are left out (Lighthouse scores an error page as failed): ${skipped.join(', ') || 'none'}.`,
      '',
      '| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
      '| ----- | ----------: | ------------: | -------------: | --: | --: | --: | --: |',
      ...rows,
    ].join('\n')
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await runLighthouseBench())
