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
import type { BenchResult, TargetResult } from './targets.ts'

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

/** Issue 21's Lighthouse targets over the routes' medians (a missing figure counts as not met). */
function lighthouseTargets(medians: Array<{ route: string } & Run>): TargetResult[] {
  const worst = (value: (run: Run) => number, higherIsWorse: boolean) => {
    const figure = (run: Run) => (Number.isFinite(value(run)) ? value(run) : Infinity)
    const sorted = [...medians].sort((a, b) => (figure(b) - figure(a)) * (higherIsWorse ? 1 : -1))
    return { route: sorted[0]!.route, value: value(sorted[0]!) }
  }
  const under = (pick: (run: Run) => number, limit: number) =>
    medians.filter((run) => !(pick(run) <= limit)).length
  const routes = `${medians.length} routes`
  const performance = worst((run) => run.scores.performance, false)
  const others = Math.min(
    ...medians.flatMap((run) => CATEGORIES.slice(1).map((id) => run.scores[id])),
  )
  const lcp = worst((run) => run.lcp, true)
  const tbt = worst((run) => run.tbt, true)
  const cls = worst((run) => run.cls, true)
  return [
    {
      target: `Lighthouse mobile Performance 100 (median of ${RUNS})`,
      measured: `lowest ${performance.value} (\`${performance.route}\`); ${medians.filter((run) => run.scores.performance < 100).length} of ${routes} under 100`,
      met: medians.every((run) => run.scores.performance === 100),
    },
    {
      target: 'Accessibility, Best Practices and SEO 100',
      measured: `lowest ${others}`,
      met: others === 100,
    },
    {
      target: 'Simulated LCP ≤ 1.8 s',
      measured: `up to ${(lcp.value / 1000).toFixed(2)} s (\`${lcp.route}\`); ${under((run) => run.lcp, 1800)} of ${routes} over`,
      met: under((run) => run.lcp, 1800) === 0,
    },
    {
      target: 'TBT ≤ 50 ms',
      measured: `up to ${Math.round(tbt.value)} ms (\`${tbt.route}\`); ${under((run) => run.tbt, 50)} of ${routes} over`,
      met: under((run) => run.tbt, 50) === 0,
    },
    {
      target: 'CLS 0',
      measured: `up to ${cls.value.toFixed(3)} (\`${cls.route}\`)`,
      met: under((run) => run.cls, 0) === 0,
    },
  ]
}

export async function runLighthouseBench(routes = publicPageUrls): Promise<BenchResult> {
  const server = await startServer({ env: { ADMIN_PASSWORD: 'lighthouse benchmark password' } })
  const port = await freePort()
  const browser = await launchBrowser([`--remote-debugging-port=${port}`])
  try {
    const medians: Array<{ route: string } & Run> = []
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
      medians.push({
        route,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, m((run) => run.scores[id])]),
        ) as Run['scores'],
        lcp: m((run) => run.lcp),
        tbt: m((run) => run.tbt),
        cls: m((run) => run.cls),
      })
    }
    const rows = medians.map(
      ({ route, scores, lcp, tbt, cls }) =>
        `| \`${route}\` | ${CATEGORIES.map((id) => scores[id]).join(' | ')} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`,
    )
    const report = [
      `Lighthouse ${lighthouseVersion}, mobile preset, Debian Chromium, median of ${RUNS} runs per route, against`,
      'the built server on loopback (network figures are simulated, not measured). Pages that do not',
      `answer 200 are left out (Lighthouse scores an error page as failed): ${skipped.join(', ') || 'none'}.`,
      '',
      '| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
      '| ----- | ----------: | ------------: | -------------: | --: | --: | --: | --: |',
      ...rows,
    ].join('\n')
    return { report, targets: lighthouseTargets(medians) }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log((await runLighthouseBench()).report)
