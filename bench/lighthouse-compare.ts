/**
 * Lighthouse (mobile preset, as bench/lighthouse.ts) on several builds of the
 * site in one run: other checkouts (worktrees of earlier commits, already
 * built) and this one, last. Runs alternate between the builds, so each sees
 * the same machine load; prints the medians side by side.
 *
 * Run: npm run build && npx tsx bench/lighthouse-compare.ts ../before [../other …] [/route …]
 * Without routes: every public route and one detail page per resource type.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { median } from './lighthouse.ts'
import { freePort, startServer, type RunningServer } from '../tests/e2e/server.ts'
import { publicPageUrls, resourceDetailSamples } from '../tests/e2e/route-paths.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const args = process.argv.slice(2)
// A checkout is a directory with a built server; anything else is a route.
const isCheckout = (arg: string) => fs.existsSync(path.join(arg, 'server.js'))
const checkouts = [...args.filter(isCheckout).map((dir) => path.resolve(dir)), process.cwd()]
const askedRoutes = args.filter((arg) => !isCheckout(arg))
if (checkouts.length < 2)
  throw new Error('usage: npx tsx bench/lighthouse-compare.ts <built checkout> … [/route …]')

interface Figures {
  performance: number
  fcp: number
  lcp: number
  tbt: number
}

const commitOf = (dir: string) =>
  execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()

const env = { ADMIN_PASSWORD: 'lighthouse comparison password' }
const servers: RunningServer[] = []
for (const cwd of checkouts) servers.push(await startServer({ env, cwd }))
const labels = checkouts.map((dir, index) =>
  index === checkouts.length - 1 ? `this (${commitOf(dir)})` : commitOf(dir),
)
const port = await freePort()
const browser = await launchBrowser([`--remote-debugging-port=${port}`])

async function measure(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const audits = result!.lhr.audits
  const value = (id: string) => audits[id]?.numericValue ?? NaN
  return {
    performance: Math.round((result!.lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  }
}

try {
  const routes = askedRoutes.length
    ? askedRoutes
    : [...publicPageUrls, ...(await resourceDetailSamples(servers.at(-1)!.url))]
  const rows: string[] = []
  for (const route of routes) {
    const statuses = await Promise.all(
      servers.map(
        async (server) => (await fetch(server.url + route, { redirect: 'manual' })).status,
      ),
    )
    if (statuses.some((status) => status !== 200)) {
      console.error(`skipped ${route}: ${statuses.join(' / ')}`)
      continue
    }
    const runs: Figures[][] = servers.map(() => [])
    for (let round = 0; round < RUNS; round++)
      for (const [index, server] of servers.entries())
        runs[index]!.push(await measure(server.url + route))
    const each = (pick: (figures: Figures) => number, format: (value: number) => string) =>
      runs.map((side) => format(median(side.map(pick)))).join(' / ')
    const seconds = (ms: number) => (ms / 1000).toFixed(2)
    rows.push(
      `| \`${route}\` | ${each((f) => f.performance, String)} | ${each((f) => f.fcp, seconds)} | ${each((f) => f.lcp, seconds)} | ${each(
        (f) => f.tbt,
        (ms) => String(Math.round(ms)),
      )} |`,
    )
    console.error(rows.at(-1))
  }
  console.log(
    [
      `Lighthouse mobile preset, median of ${RUNS} runs per build, the builds' runs alternating.`,
      `Each cell: ${labels.join(' / ')}.`,
      '',
      '| Route | Performance | FCP s | LCP s | TBT ms |',
      '| ----- | ----------: | ----: | ----: | -----: |',
      ...rows,
    ].join('\n'),
  )
} finally {
  await browser.close()
  await Promise.all(servers.map((server) => server.stop()))
}
