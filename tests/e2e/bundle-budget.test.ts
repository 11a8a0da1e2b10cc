/**
 * Every public route's first-visit JavaScript and CSS stay within the budget
 * written in bench/budget.json (issue 10, acceptance 2); bench/bundle.ts
 * prints the same figures next to the floor.
 */
import fs from 'node:fs'
import { expect, test } from 'vitest'
import { measurePageWeight, RICH_TEXT_EDITOR_MARKER } from '../utils/page-weight'
import { recordPageErrors } from './browser'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls } from './route-paths'

const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8')) as {
  jsKb: number
  cssKb: number
  /** Routes with a ceiling of their own (forms carry their validation). */
  routes: Record<string, number>
  /** Script requests a public page makes before its first paint. */
  scriptsBeforeFirstPaint: number
}
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'bundle budget password' })

test.each(publicPageUrls)('%s loads no more than the budget', async (route) => {
  const weight = await measurePageWeight(fixture.browser, `${fixture.server.url}${route}`)
  expect(weight.js, 'gzipped JavaScript').toBeGreaterThan(0)
  expect(weight.js / 1024, `JavaScript kB on ${route}`).toBeLessThanOrEqual(
    budget.routes[route] ?? budget.jsKb,
  )
  expect(weight.css / 1024, `CSS kB on ${route}`).toBeLessThanOrEqual(budget.cssKb)
  // Issue 8: the back office's rich-text editor never ships to a public page.
  expect(weight.richTextEditor, `rich-text editor on ${route}`).toBe(false)
})

// Issue 21: a script requested before the first paint shares the slow network with
// what that paint needs, and Lighthouse's simulation counts it into the paint. Public
// pages name none in their HTML and start them once painted (decision 068).
test.each(publicPageUrls)('%s requests no script before its first paint', async (route) => {
  const html = await (await fetch(`${fixture.server.url}${route}`)).text()
  expect(html.match(/<link rel="modulepreload"|<script[^>]* src=|type="module"/g)).toBeNull()
  // Held back, not gone: the page's module script is there, inert until released.
  expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" data-after-paint="">/)

  const page = await fixture.browser.newPage({ viewport: { width: 375, height: 800 } })
  const errors = recordPageErrors(page)
  const response = await page.goto(`${fixture.server.url}${route}`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes')
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => entry.startTime)
    return { scripts: scripts.length, beforePaint: scripts.filter((start) => start < paint).length }
  })
  expect(timing.scripts, `scripts of ${route}`).toBeGreaterThan(0)
  expect(timing.beforePaint, `scripts of ${route} requested before its first paint`).toBe(
    budget.scriptsBeforeFirstPaint,
  )
  // An error page's own status (/unsubscribe without a token, a 404) is reported too.
  const ownStatus = `status of ${response!.status()}`
  expect(errors.filter((error) => response!.ok() || !error.includes(ownStatus))).toEqual([])
  await page.close()
})

test('the marker finds the editor: it is in the build, in its own lazily loaded chunk', () => {
  const assets = 'build/client/assets'
  const withEditor = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      fs.readFileSync(`${assets}/${file}`, 'utf8').includes(RICH_TEXT_EDITOR_MARKER),
    )
  expect(withEditor).toEqual([expect.stringMatching(/^rich-text-editor-[\w-]+\.js$/)])
})
