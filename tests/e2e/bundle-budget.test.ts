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
