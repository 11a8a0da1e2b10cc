/**
 * JavaScript and CSS each public route loads on a first visit, gzipped, next
 * to the floor: a minimal React Router 8 page (bench/floor-app) built and
 * measured in the same run, the same way (tests/utils/page-weight.ts, real
 * Chromium). The budget the tests enforce is bench/budget.json.
 *
 * Run: npm run build && npx tsx bench/bundle.ts (only some routes: `npx tsx bench/bundle.ts / /solutions`)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { publicPageUrls } from '../tests/e2e/route-paths.ts'
import { logInOverHttp, startServer } from '../tests/e2e/server.ts'
import { measurePageWeight, scriptTiming } from '../tests/utils/page-weight.ts'
import type { BenchResult } from './targets.ts'

const floorDir = path.resolve(import.meta.dirname, 'floor-app')
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8'))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
/** Issue 21: pages with a form of their own may carry 30 kB over the floor, the others 15. */
const FORM_PAGES = ['/contact', '/subscribe']
/** Not a page of the site: a preview link renders any of five pages, so it carries all five (budget.json). */
const isPreview = (route: string) => route.startsWith('/preview/')
/**
 * Each page in French too (decision 161), French switched on first: it carries its English
 * page's code and its French words. The ceilings of budget.json are the English pages'.
 */
const inFrench = (route: string) => (route === '/' ? '/fr' : `/fr${route}`)
const isFrench = (route: string) => route === '/fr' || route.startsWith('/fr/')
const englishOf = (route: string) => (isFrench(route) ? route.slice(3) || '/' : route)
const everyRoute = [
  ...publicPageUrls,
  ...publicPageUrls.filter((route) => !isPreview(route)).map(inFrench),
]

async function switchFrenchOn(url: string, password: string) {
  const cookie = await logInOverHttp(url, password)
  const answer = await fetch(`${url}/api/languages/fr`, {
    method: 'PATCH',
    headers: { cookie, Origin: url, 'Content-Type': 'application/json' },
    body: JSON.stringify({ active: true }),
  })
  if (!answer.ok) throw new Error(`switching French on answered ${answer.status}`)
}

async function serveFloor(): Promise<{ url: string; close(): void }> {
  execFileSync(path.resolve('node_modules/.bin/react-router'), ['build'], {
    cwd: floorDir,
    stdio: 'ignore',
  })
  const app = express()
  app.use('/assets', express.static(path.join(floorDir, 'build/client/assets')))
  app.use(
    createRequestHandler({
      build: await import(path.join(floorDir, 'build/server/index.js')),
      mode: 'production',
    }),
  )
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
    })
  })
}

/**
 * Bytes over the wire for a first visit on a phone (375 px, a 2x screen): the
 * document, scripts, stylesheet, font, images and posters, compressed as
 * served, headers included, until the network is idle, without scrolling (as
 * Lighthouse's total byte weight).
 */
async function phoneFirstVisit(
  browser: Browser,
  url: string,
): Promise<{ bytes: number; scriptsBeforePaint: number }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
  })
  const page = await context.newPage()
  const sizes: Array<Promise<number>> = []
  page.on('requestfinished', (request) =>
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize + size.responseHeadersSize,
        () => 0,
      ),
    ),
  )
  await page.goto(url, { waitUntil: 'networkidle' })
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  const { beforePaint } = await scriptTiming(page)
  await context.close()
  return { bytes, scriptsBeforePaint: beforePaint }
}

/** `routes`: the public routes to measure (all by default; a few from the command line, to check one change). */
export async function runBundleBench(routes: readonly string[] = everyRoute): Promise<BenchResult> {
  const floor = await serveFloor()
  const password = 'bundle benchmark password'
  const site = await startServer({ env: { ADMIN_PASSWORD: password } })
  const browser = await launchBrowser()
  try {
    if (routes.some(isFrench)) await switchFrenchOn(site.url, password)
    const floorWeight = await measurePageWeight(browser, `${floor.url}/`)
    const rows: string[] = []
    const measured: Array<{ route: string; overFloor: number; phone: number; early: number }> = []
    for (const route of routes) {
      const weight = await measurePageWeight(browser, `${site.url}${route}`)
      const phone = await phoneFirstVisit(browser, `${site.url}${route}`)
      const overFloor = weight.js - floorWeight.js
      measured.push({ route, overFloor, phone: phone.bytes, early: phone.scriptsBeforePaint })
      const ok =
        weight.js <= (budget.routes[englishOf(route)] ?? budget.jsKb) * 1024 &&
        weight.css <= budget.cssKb * 1024
      rows.push(
        `| \`${route}\` | ${kb(weight.js)} | ${overFloor >= 0 ? '+' : ''}${kb(overFloor)} | ${kb(weight.css)} | ${ok ? 'yes' : '**no**'} | ${weight.richTextEditor ? '**yes**' : 'no'} | ${kb(phone.bytes)} |`,
      )
    }
    const overFloorTarget = (forms: boolean, allowedKb: number) => {
      const pages = measured.filter(
        ({ route }) => FORM_PAGES.includes(englishOf(route)) === forms && !isPreview(route),
      )
      if (pages.length === 0)
        return { target: `${forms ? 'Form' : 'Other'} pages`, measured: 'not measured', met: true }
      const worst = pages.reduce((a, b) => (b.overFloor > a.overFloor ? b : a))
      const over = pages.filter(({ overFloor }) => overFloor > allowedKb * 1024)
      return {
        target: `JavaScript of ${forms ? FORM_PAGES.map((r) => `\`${r}\``).join(' and ') : 'the other public pages (the preview link aside)'} ≤ floor + ${allowedKb} kB`,
        measured: `floor + ${kb(Math.min(...pages.map((p) => p.overFloor)))} to ${kb(worst.overFloor)} kB (\`${worst.route}\`); ${over.length} of ${pages.length} over`,
        met: over.length === 0,
      }
    }
    const heaviestPhone = measured.reduce((a, b) => (b.phone > a.phone ? b : a))
    const phoneOver = measured.filter(({ phone }) => phone > 250 * 1024)
    const mostEarly = Math.max(...measured.map(({ early }) => early))
    const targets = [
      overFloorTarget(false, 15),
      overFloorTarget(true, 30),
      {
        target: 'Script requests before the first paint ≤ 12',
        measured: `at most ${mostEarly} on a phone's first visit`,
        met: mostEarly <= 12,
      },
      {
        target: 'First visit at 375 px ≤ 250 kB',
        measured: `${kb(Math.min(...measured.map(({ phone }) => phone)))} to ${kb(heaviestPhone.phone)} kB (\`${heaviestPhone.route}\`); ${phoneOver.length} of ${measured.length} routes over`,
        met: phoneOver.length === 0,
      },
    ]
    const report = [
      `Gzipped kB a first visit downloads (scripts and stylesheets until the network is idle, after`,
      `scrolling to the end), Debian Chromium at 1280 px. Floor: a minimal React Router 8 page built`,
      `in the same run (\`bench/floor-app\`): **${kb(floorWeight.js)} kB** of JavaScript.`,
      `Budget (\`bench/budget.json\`, enforced by the budget test of \`tests/e2e/public-pages.test.ts\`): JavaScript`,
      `≤ ${budget.jsKb} kB (forms: their own ceilings there), CSS ≤ ${budget.cssKb} kB. Target: the floor + 15 kB.`,
      'A French page (`/fr…`, French switched on) is held to its English page’s ceiling and target.',
      '',
      'The rich-text editor column says whether the back office’s editor (TipTap) was downloaded: it',
      'must never be, on any public route. The last column is everything a first visit on a phone',
      'transfers (375 px, 2x screen, no scrolling: the document, scripts, stylesheet, font, images',
      'and posters as served, headers included). Target: ≤ 250 kB.',
      '',
      '| Route | JS kB | JS over the floor | CSS kB | Within budget | Rich-text editor | Phone first visit kB |',
      '| ----- | ----: | ----------------: | -----: | ------------- | ---------------- | -------------------: |',
      ...rows,
    ].join('\n')
    return { report, targets }
  } finally {
    await browser.close()
    await site.stop()
    fs.rmSync(site.dataDir, { recursive: true, force: true })
    floor.close()
  }
}

// `npx tsx bench/bundle.ts /no-such-page /`: only those routes.
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
if (import.meta.main)
  console.log((await runBundleBench(chosen.length > 0 ? chosen : undefined)).report)
