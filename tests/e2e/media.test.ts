/**
 * Issue 22's checks of the product imagery where it belongs, in real Chromium
 * against the built server: the home hero, the Platform and Solutions
 * sections, resource covers, the phone's crop. What every page must meet
 * (sizes, alt, responsive sources, videos, weight) is in public-pages.test.ts.
 */
import { describe, expect, test } from 'vitest'
import { serverAndBrowserPerFile } from './fixtures'
import { resourceDetailSamples } from './route-paths'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'media test password' })

/** The markup is enough: a check of what loads waits for it itself. */
async function open(path: string, width: number) {
  // A phone is a 2x screen: it picks the larger renditions.
  const context = await fixture.browser.newContext({
    viewport: { width, height: 812 },
    deviceScaleFactor: width < 640 ? 2 : 1,
  })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'domcontentloaded' })
  return { page, context }
}

describe('the product imagery', () => {
  test('the product imagery is on the home hero, beside each Platform group and on every Solutions section', async () => {
    const home = await open('/', 1280)
    const hero = home.page.locator('section[aria-labelledby="home-hero-title"] img')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('alt')).toMatch(/clinician dashboard/)
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
      .toMatch(/\/media\/product\/dashboard-window-detail-\d+\.avif$/)
    // Its box already has the crop's proportions: nothing moves when it arrives.
    const box = await hero.boundingBox()
    const natural = await hero.evaluate(
      (img: HTMLImageElement) => img.naturalHeight / img.naturalWidth,
    )
    expect(Math.abs(box!.height / box!.width - natural)).toBeLessThan(0.02)
    await context.close()
  })
})
