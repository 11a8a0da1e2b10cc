/**
 * Issue 36, acceptance 4: what the site copy's overrides and search-engine
 * fields cost the public pages, in one run. Two built checkouts side by side:
 * BENCH_CHECKOUT (the base, e.g. a build of main) and this one, with no
 * override, then this one again with published overrides (French on; the home
 * hero, and the home and pricing titles and descriptions changed).
 * Per public page: JavaScript (gzipped, real Chromium, tests/utils/page-weight.ts)
 * and the HTML document (gzipped). Then the cached home and pricing pages'
 * rate (autocannon, 50 connections): the three servers in turn, BENCH_ROUNDS
 * times, the median of each.
 *
 * Run: npm run build && BENCH_CHECKOUT=../main-build npx tsx bench/site-copy-compare.ts
 */
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { publicPageUrls } from '../tests/e2e/route-paths.ts'
import { logInOverHttp, startServer, type RunningServer } from '../tests/e2e/server.ts'
import { measurePageWeight } from '../tests/utils/page-weight.ts'

const PASSWORD = 'site copy benchmark password'
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const base = process.env.BENCH_CHECKOUT
if (!base) throw new Error('Set BENCH_CHECKOUT to the built checkout to compare with.')
const pages = publicPageUrls.filter((url) => !url.startsWith('/preview/'))
const kb = (bytes: number) => (bytes / 1024).toFixed(2)

async function weights(server: RunningServer, browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const measured = new Map<string, { js: number; html: number }>()
  for (const url of pages) {
    const html = await (await fetch(`${server.url}${url}`)).text()
    const { js } = await measurePageWeight(browser, `${server.url}${url}`)
    measured.set(url, { js, html: gzipSync(html).length })
  }
  return measured
}

async function cachedRate(server: RunningServer, path: string) {
  const options = {
    url: `${server.url}${path}`,
    connections: 50,
    headers: { 'accept-encoding': 'gzip, br' },
  }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: DURATION })
  return Math.round(result.requests.average)
}

async function publishOverrides(server: RunningServer) {
  const cookie = await logInOverHttp(server.url, PASSWORD)
  const headers = { cookie, Origin: server.url, 'Content-Type': 'application/json' }
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  await call('PATCH', '/api/languages/fr', { active: true })
  const texts: Array<[string, string]> = [
    ['home:hero.title', 'Care pathways live in days, with your clinicians'],
    ['home:meta.title', 'Alakin | The no-code platform for digital health teams'],
    [
      'home:meta.description',
      'Design care pathways, patient apps and clinical workflows without code, and launch compliant digital health services in weeks with Alakin.',
    ],
    ['pricing:meta.title', 'Alakin pricing: simple plans for digital health teams'],
    [
      'pricing:meta.description',
      'Simple pricing for the Alakin no-code health platform: Starter, Professional and Enterprise plans, billed yearly or monthly, with no surprise.',
    ],
    ['pricing:meta.image', '/media/product/care-plan-builder.png'],
  ]
  for (const [key, value] of texts) {
    const answer = await call('PUT', `/api/copy/${encodeURIComponent(key)}?locale=en`, { value })
    if (!answer.ok) throw new Error(`${key}: ${answer.status} ${await answer.text()}`)
  }
  await call('POST', '/api/copy/publish?locale=en')
}

const env = { ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' }
/** Rates alternate between the three servers this many times; the median is kept (a busy machine). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const browser = await launchBrowser()
const before = await startServer({ env, cwd: base })
const after = await startServer({ env })
const withOverrides = await startServer({ env })
try {
  await publishOverrides(withOverrides)
  const baseWeights = await weights(before, browser)
  const ourWeights = await weights(after, browser)
  const overrideWeights = await weights(withOverrides, browser)
  const rates: Record<string, number[]> = {}
  for (const path of ['/', '/pricing']) {
    const rounds: number[][] = [[], [], []]
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, server] of [before, after, withOverrides].entries())
        rounds[i]!.push(await cachedRate(server, path))
    rates[path] = rounds.map(median)
  }

  const lines = [
    '| Page | JS base | JS this | JS with overrides | HTML base | HTML this | HTML with overrides |',
    '| ---- | ------: | ------: | ----------------: | --------: | --------: | ------------------: |',
    ...pages.map((url) => {
      const [a, b, c] = [baseWeights, ourWeights, overrideWeights].map((w) => w.get(url)!)
      const delta = (x: number, y: number) => `${kb(y)} (${y - x >= 0 ? '+' : ''}${y - x} B)`
      return `| \`${url}\` | ${kb(a!.js)} | ${delta(a!.js, b!.js)} | ${delta(a!.js, c!.js)} | ${kb(a!.html)} | ${delta(a!.html, b!.html)} | ${delta(a!.html, c!.html)} |`
    }),
    '',
    '| Cached page | req/s base | req/s this | req/s with overrides |',
    '| ----------- | ---------: | ---------: | -------------------: |',
    ...Object.entries(rates).map(
      ([path, [a, b, c]]) =>
        `| \`${path}\` | ${a} | ${b} (${Math.round(((b! - a!) / a!) * 100)} %) | ${c} (${Math.round(((c! - a!) / a!) * 100)} %) |`,
    ),
  ]
  console.log(lines.join('\n'))
} finally {
  await browser.close()
  await before.stop()
  await after.stop()
  await withOverrides.stop()
}
