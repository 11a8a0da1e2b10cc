/**
 * Every public route's first-visit JavaScript and CSS stay within the budget
 * written in bench/budget.json (issue 10, acceptance 2); bench/bundle.ts
 * prints the same figures next to the floor.
 */
import fs from 'node:fs'
import { expect, test } from 'vitest'
import { measurePageWeight, RICH_TEXT_EDITOR_MARKER } from '../utils/page-weight'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls } from './route-paths'

const budget = JSON.parse(fs.readFileSync('bench/budget.json', 'utf8')) as {
  jsKb: number
  cssKb: number
  /** Routes with a ceiling of their own (forms carry their validation). */
  routes: Record<string, number>
  /** Script files a page names in its HTML, all requested before the first paint. */
  scriptsInHtml: number
  /** Routes with a script count of their own (a preview link shows any of five pages). */
  scriptsInHtmlRoutes: Record<string, number>
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

// Issue 21: each script the HTML names is a request Lighthouse's slow network
// counts before the first paint (decision 066 groups them into a few chunks).
test.each(publicPageUrls)('%s names no more scripts in its HTML than the budget', async (route) => {
  const html = await (await fetch(`${fixture.server.url}${route}`)).text()
  const scripts = html.match(/<link rel="modulepreload"|<script[^>]* src=/g) ?? []
  expect(scripts.length, `scripts named by ${route}`).toBeGreaterThan(0)
  expect(scripts.length, `scripts named by ${route}`).toBeLessThanOrEqual(
    budget.scriptsInHtmlRoutes[route] ?? budget.scriptsInHtml,
  )
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
