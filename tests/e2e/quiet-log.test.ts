/**
 * The request log at its default level says which pages were asked for, not
 * which files each page pulled in (issue 33: one visit of the home page wrote a
 * JSON line per script, stylesheet, font and image).
 */
import { expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'quiet log test password' })

const requestLines = () =>
  fixture.server
    .logs()
    .filter((line) => line.msg === 'request completed' || line.msg === 'request errored')
    .map((line) => ({ level: line.level, url: (line.req as { url: string }).url }))
    .filter((line) => !line.url.startsWith('/healthz'))

test('a page visit logs the page, not the files it loads; a missing asset is still logged', async () => {
  const origin = fixture.server.url
  const assetsServed: string[] = []
  const page = await fixture.browser.newPage()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && /^\/(assets|media|uploads)\//.test(url.pathname))
      assetsServed.push(url.pathname)
  })
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
  } finally {
    await page.close()
  }
  // The visit did load its files from this server: scripts, styles, fonts, images.
  expect(assetsServed.length).toBeGreaterThanOrEqual(3)

  const missing = '/assets/no-such-chunk-0000.js'
  expect((await fetch(`${origin}${missing}`)).status).toBe(404)
  await fixture.server.logsCaughtUp()

  const lines = requestLines()
  expect(lines.filter((line) => line.url === '/')).toEqual([{ level: 30, url: '/' }])
  // The only asset line is the failure, at info: a page naming a chunk the build no longer has.
  expect(lines.filter((line) => /^\/(assets|media|uploads)\/|^\/favicon\./.test(line.url))).toEqual(
    [{ level: 30, url: missing }],
  )
})
