/**
 * What a page makes the browser download on a first visit: every script and
 * stylesheet requested until the network is idle (lazy chunks included),
 * gzipped here at the default level so the figure does not depend on the
 * server's compression settings.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'

export interface PageWeight {
  /** Gzipped bytes of JavaScript. */
  js: number
  /** Gzipped bytes of CSS. */
  css: number
  files: Array<{ url: string; type: 'script' | 'stylesheet'; gzipped: number }>
  /** Whether a script of the rich-text editor (ProseMirror, under TipTap) was downloaded. */
  richTextEditor: boolean
}

/** A string only the editor's code holds: admin-only, it must never reach a public page. */
export const RICH_TEXT_EDITOR_MARKER = 'ProseMirror'

/**
 * Starts counting what `page` downloads; the returned function waits for the
 * downloads seen so far and sums them. Start it before the page's first navigation.
 */
export function watchPageWeight(page: Page): () => Promise<PageWeight> {
  const pending: Array<Promise<PageWeight['files'][number] | undefined>> = []
  let richTextEditor = false
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then(
        (body) => {
          if (type === 'script' && body.includes(RICH_TEXT_EDITOR_MARKER)) richTextEditor = true
          return { url: response.url(), type, gzipped: gzipSync(body).length }
        },
        () => undefined,
      ),
    )
  })
  return async () => {
    const files = (await Promise.all(pending)).filter((file) => file !== undefined)
    const sum = (type: string) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipped, 0)
    return { js: sum('script'), css: sum('stylesheet'), files, richTextEditor }
  }
}

/** A first visit to `url` in a fresh context, scrolled to the end so what loads when seen (a carousel, a video) is counted too. */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const weight = watchPageWeight(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  const measured = await weight()
  await context.close()
  return measured
}

/**
 * Scripts the page requested, and how many of them before its first paint (a
 * script on the network then shares it with what the paint needs; issue 21).
 */
export function scriptTiming(page: Page): Promise<{ scripts: number; beforePaint: number }> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => entry.startTime)
    return { scripts: scripts.length, beforePaint: scripts.filter((start) => start < paint).length }
  })
}
