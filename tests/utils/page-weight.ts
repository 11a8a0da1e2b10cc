/**
 * What a page makes the browser download on a first visit: every script and
 * stylesheet requested until the network is idle (lazy chunks included),
 * gzipped here at the default level so the figure does not depend on the
 * server's compression settings.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

export interface PageWeight {
  /** Gzipped bytes of JavaScript. */
  js: number
  /** Gzipped bytes of CSS. */
  css: number
  files: Array<{ url: string; type: 'script' | 'stylesheet'; gzipped: number }>
}

export async function measurePageWeight(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const pending: Array<Promise<PageWeight['files'][number] | undefined>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, gzipped: gzipSync(body).length }),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Scroll to the end so what loads when seen (a carousel, a video) is counted too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(pending)).filter((file) => file !== undefined)
  await context.close()
  const sum = (type: string) =>
    files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipped, 0)
  return { js: sum('script'), css: sum('stylesheet'), files }
}
