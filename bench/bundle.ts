/**
 * JavaScript and CSS each public route loads on a first visit, gzipped, next
 * to the floor: a minimal React Router 8 page (bench/floor-app) built and
 * measured in the same run, the same way (tests/utils/page-weight.ts, real
 * Chromium). The budget the tests enforce is bench/budget.json.
 *
 * Run: npm run build && npx tsx bench/bundle.ts
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../tests/e2e/browser.ts'
import { publicPageUrls } from '../tests/e2e/route-paths.ts'
import { startServer } from '../tests/e2e/server.ts'
import { measurePageWeight } from '../tests/utils/page-weight.ts'

const floorDir = path.resolve(import.meta.dirname, 'floor-app')
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8'))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

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
async function phoneFirstVisitBytes(browser: Browser, url: string): Promise<number> {
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
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)
  await context.close()
  return total
}

export async function runBundleBench(): Promise<string> {
  const floor = await serveFloor()
  const site = await startServer({ env: { ADMIN_PASSWORD: 'bundle benchmark password' } })
  const browser = await launchBrowser()
  try {
    const floorWeight = await measurePageWeight(browser, `${floor.url}/`)
    const rows: string[] = []
    for (const route of publicPageUrls) {
      const weight = await measurePageWeight(browser, `${site.url}${route}`)
      const phoneBytes = await phoneFirstVisitBytes(browser, `${site.url}${route}`)
      const overFloor = weight.js - floorWeight.js
      const ok =
        weight.js <= (budget.routes[route] ?? budget.jsKb) * 1024 &&
        weight.css <= budget.cssKb * 1024
      rows.push(
        `| \`${route}\` | ${kb(weight.js)} | ${overFloor >= 0 ? '+' : ''}${kb(overFloor)} | ${kb(weight.css)} | ${ok ? 'yes' : '**no**'} | ${weight.richTextEditor ? '**yes**' : 'no'} | ${kb(phoneBytes)} |`,
      )
    }
    return [
      `Gzipped kB a first visit downloads (scripts and stylesheets until the network is idle, after`,
      `scrolling to the end), Debian Chromium at 1280 px. Floor: a minimal React Router 8 page built`,
      `in the same run (\`bench/floor-app\`): **${kb(floorWeight.js)} kB** of JavaScript.`,
      `Budget (\`bench/budget.json\`, enforced by \`tests/e2e/bundle-budget.test.ts\`): JavaScript`,
      `≤ ${budget.jsKb} kB (forms: their own ceilings there), CSS ≤ ${budget.cssKb} kB. Target: the floor + 15 kB.`,
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
  } finally {
    await browser.close()
    await site.stop()
    fs.rmSync(site.dataDir, { recursive: true, force: true })
    floor.close()
  }
}

if (import.meta.main) console.log(await runBundleBench())
