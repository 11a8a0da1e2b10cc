/**
 * Issue 22's checks of the imagery on every public page (and one detail page
 * per resource type), in real Chromium against the built server: images with
 * width, height, alt and responsive sources; videos with a poster, a captions
 * track and a file of at most 3 MB; no request to another origin before the
 * visitor acts; the product imagery's weight on a first visit at 375 px.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls, resourceDetailSamples } from './route-paths'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'media test password' })

async function everyPublicPage(): Promise<string[]> {
  return [...publicPageUrls, ...(await resourceDetailSamples(fixture.server.url))]
}

/** The markup is enough, except where the test is about what loads (`networkidle`). */
async function open(
  path: string,
  width: number,
  waitUntil: 'domcontentloaded' | 'networkidle' = 'domcontentloaded',
) {
  // A phone is a 2x screen: it picks the larger renditions.
  const context = await fixture.browser.newContext({
    viewport: { width, height: 812 },
    deviceScaleFactor: width < 640 ? 2 : 1,
  })
  const page = await context.newPage()
  const requests: Array<{ url: string; bytes: () => Promise<number> }> = []
  page.on('requestfinished', (request) =>
    requests.push({
      url: request.url(),
      bytes: async () => (await request.sizes()).responseBodySize,
    }),
  )
  page.on('request', (request) => {
    if (!request.url().startsWith(fixture.server.url) && !request.url().startsWith('data:')) {
      requests.push({ url: request.url(), bytes: () => Promise.resolve(0) })
    }
  })
  await page.goto(`${fixture.server.url}${path}`, { waitUntil })
  return { page, context, requests }
}

interface ImageFacts {
  src: string
  width: string | null
  height: string | null
  alt: string | null
  srcset: boolean
  svg: boolean
}

function images(page: Page): Promise<ImageFacts[]> {
  return page.locator('img').evaluateAll((nodes) =>
    (nodes as HTMLImageElement[]).map((img) => {
      const sources = img.parentElement?.tagName === 'PICTURE'
      const src = img.getAttribute('src') ?? ''
      return {
        src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        srcset:
          img.hasAttribute('srcset') ||
          (sources &&
            img.parentElement!.querySelector('source[srcset][type="image/avif"]') !== null),
        svg: /\.svg(\?|$)/.test(src),
      }
    }),
  )
}

describe('images and videos on every public page', () => {
  test('every image has width, height and an alt (empty when decorative); raster images have responsive sources', async () => {
    const problems: string[] = []
    for (const path of await everyPublicPage()) {
      const { page, context } = await open(path, 1280)
      // The lazy ones too: down to the end of the page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      for (const image of await images(page)) {
        const where = `${path} ${image.src}`
        if (!image.width || !image.height) problems.push(`${where}: no width or height`)
        if (image.alt === null) problems.push(`${where}: no alt`)
        // A vector image scales by itself; a raster one needs AVIF/WebP widths.
        if (!image.svg && !image.srcset) problems.push(`${where}: no responsive sources`)
      }
      await context.close()
    }
    expect(problems).toEqual([])
  }, 300_000)

  test('the product imagery is on the home hero, beside each Platform group and on every Solutions section', async () => {
    const home = await open('/', 1280)
    const hero = home.page.locator('section[aria-labelledby="home-hero-title"] img')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('alt')).toMatch(/pathway builder/)
    // Only the hero's image asks for priority.
    expect(await home.page.locator('img[fetchpriority="high"]').count()).toBe(1)
    await home.context.close()

    const platform = await open('/platform', 1280)
    const groups = platform.page.locator('#features picture[data-product-image]')
    expect(await groups.count()).toBe(4)
    for (const img of await platform.page.locator('#features picture img').all()) {
      expect(await img.getAttribute('loading')).toBe('lazy')
    }
    await platform.context.close()

    const solutions = await open('/solutions', 1280)
    expect(
      await solutions.page.locator('main section[id] picture[data-product-image]').count(),
    ).toBe(7)
    await solutions.context.close()
  })

  test('every resource card and detail page has its cover (the event its own image), the detail page without a layout shift', async () => {
    const library = await open('/resources', 1280)
    const cards = library.page.locator('main article')
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    for (const card of await cards.all()) {
      const title = await card.locator('h2, h3').innerText()
      const img = card.locator('img').first()
      const src = await img.getAttribute('src')
      if (title === 'Digital Care Pathways Summit Paris') {
        expect(src).toBe('/media/events/digital-care-pathways-summit.svg')
      } else {
        // The type's cover in the card's category, lazy and decorative.
        const type = await card.locator('p').first().innerText()
        expect(src, title).toMatch(/^\/media\/covers\/[a-z-]+\.jpg$/)
        expect(src!.slice('/media/covers/'.length), type).toMatch(
          /^(case-study|white-paper|webinar|event|press-release|news-article)--(ai|patient-care|healthcare-technology)\.jpg$/,
        )
        expect(await img.getAttribute('loading')).toBe('lazy')
        expect(await img.getAttribute('alt')).toBe('')
      }
    }
    await library.context.close()

    for (const path of await resourceDetailSamples(fixture.server.url)) {
      const { page, context } = await open(path, 375)
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
                total += entry.value
            }).observe({ type: 'layout-shift', buffered: true })
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
          }),
      )
      expect(cls, path).toBe(0)
      const cover = page.locator('article > picture img, article > img')
      if (path.includes('ai-agents-in-clinical-workflows')) {
        // The webinar's picture is its recording's poster.
        expect(await cover.count(), path).toBe(0)
      } else {
        expect(await cover.count(), path).toBe(1)
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
        expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        // On a phone the generated cover is in the page itself: no request before it shows.
        if (!path.includes('summit'))
          expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc), path).toMatch(
            /^data:image\/avif;base64,/,
          )
      }
      await context.close()
    }
    // A wider screen asks for its own width (the inlined copy is for phones).
    const wide = await open('/resources/compliance/ce-mark', 1280)
    await expect
      .poll(() =>
        wide.page
          .locator('article > picture img')
          .evaluate((img: HTMLImageElement) => img.currentSrc),
      )
      .toMatch(/\/media\/covers\/compliance-doc-\d+\.avif$/)
    await wide.context.close()
  })

  test('a phone gets the readable detail crop of the hero image', async () => {
    const { page, context } = await open('/', 375)
    const hero = page.locator('section[aria-labelledby="home-hero-title"] img')
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/product\/pathway-builder-detail-\d+\.avif$/)
    // Its box already has the crop's proportions: nothing moves when it arrives.
    const box = await hero.boundingBox()
    const natural = await hero.evaluate(
      (img: HTMLImageElement) => img.naturalHeight / img.naturalWidth,
    )
    expect(Math.abs(box!.height / box!.width - natural)).toBeLessThan(0.02)
    await context.close()
  })

  test('every video has a poster and a captions track, loads nothing before play, and its file is at most 3 MB', async () => {
    let videos = 0
    for (const path of await everyPublicPage()) {
      const { page, context } = await open(path, 1280)
      const facts = await page.locator('video').evaluateAll((nodes) =>
        (nodes as HTMLVideoElement[]).map((video) => ({
          src: video.currentSrc || video.querySelector('source')?.src || video.src,
          poster: video.getAttribute('poster'),
          preload: video.getAttribute('preload'),
          captions: video.querySelector('track[kind="captions"]')?.getAttribute('src') ?? null,
        })),
      )
      for (const video of facts) {
        videos++
        expect(video.poster, path).toBeTruthy()
        expect(video.preload, path).toBe('none')
        expect(video.captions, path).toMatch(/\.vtt$/)
        const captions = await fetch(new URL(video.captions!, fixture.server.url))
        expect(captions.status, video.captions!).toBe(200)
        expect(await captions.text()).toMatch(/^WEBVTT\n/)
        const file = await fetch(new URL(video.src, fixture.server.url), { method: 'HEAD' })
        expect(file.status, video.src).toBe(200)
        expect(Number(file.headers.get('content-length')), video.src).toBeLessThanOrEqual(3_000_000)
        const poster = await fetch(new URL(video.poster!, fixture.server.url), { method: 'HEAD' })
        expect(poster.status, video.poster!).toBe(200)
      }
      await context.close()
    }
    // Home, solutions and the webinar.
    expect(videos).toBeGreaterThanOrEqual(3)
  }, 300_000)

  test('before the visitor acts: no request leaves the origin, no video loads, and the product imagery stays under 40 kB at 375 px', async () => {
    const away: string[] = []
    const heavy: string[] = []
    for (const path of await everyPublicPage()) {
      const { context, requests } = await open(path, 375, 'networkidle')
      let imagery = 0
      for (const request of requests) {
        if (!request.url.startsWith(`${fixture.server.url}/`) && !request.url.startsWith('data:')) {
          away.push(`${path}: ${request.url}`)
        }
        if (/\/media\/videos\/.+\.mp4/.test(request.url)) heavy.push(`${path}: ${request.url}`)
        if (/\/media\/(product|videos|covers)\//.test(request.url)) imagery += await request.bytes()
      }
      if (imagery > 40_000) heavy.push(`${path}: ${imagery} bytes of product imagery`)
      await context.close()
    }
    expect(away).toEqual([])
    expect(heavy).toEqual([])
  }, 300_000)
})
