/**
 * Issue 22's visual defects, each at 375 and 1280 px on the seeded site: the
 * testimonial row with fewer quotes than slots, the pricing buttons, the
 * customer-logo strip, and the tour's play button over the poster on a phone.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { afterNextFrames } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: 'visual defects password' })

async function open(path: string, width: number): Promise<Page> {
  const context = await fixture.browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 900 },
  })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${path}`)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), {
      timeout: 30_000,
    })
    .toBe('yes')
  return page
}

describe.each([375, 1280])('at %i px', (width) => {
  test('the two seeded testimonials: centred with no empty slot on a desktop, arrows only where there is something to scroll', async () => {
    const page = await open('/', width)
    const viewport = page.getByTestId('testimonial-viewport')
    await viewport.scrollIntoViewIfNeeded()
    await afterNextFrames(page)
    const row = (await viewport.boundingBox())!
    const cards = await page.getByTestId('testimonial-slide').evaluateAll((slides) =>
      slides.map((slide) => {
        const box = slide.getBoundingClientRect()
        return { left: box.left, right: box.right }
      }),
    )
    expect(cards).toHaveLength(2)
    const previous = page.getByRole('button', { name: 'Previous testimonial' })
    const next = page.getByRole('button', { name: 'Next testimonial' })
    if (width === 1280) {
      // Both in view, the same space left and right of them, and no arrows to press.
      expect(cards[0]!.left).toBeGreaterThanOrEqual(row.x - 1)
      expect(cards[1]!.right).toBeLessThanOrEqual(row.x + row.width + 1)
      const before = cards[0]!.left - row.x
      const after = row.x + row.width - cards[1]!.right
      expect(Math.abs(before - after)).toBeLessThanOrEqual(2)
      expect(await previous.count()).toBe(0)
      expect(await next.count()).toBe(0)
    } else {
      // One in view; the next one is an arrow away.
      expect(await previous.isDisabled()).toBe(true)
      expect(await next.isEnabled()).toBe(true)
    }
    await page.context().close()
  })

  test('every plan button sits the same distance below its price, and the buttons of a row line up', async () => {
    const page = await open('/pricing', width)
    const boxes = await page.locator('[data-plan]').evaluateAll((plans) =>
      plans.map((plan) => {
        const price = plan.querySelector('[data-testid="plan-price"]')!.getBoundingClientRect()
        const button = plan.querySelector('a[href="/contact"]')!.getBoundingClientRect()
        return { priceTop: price.top, priceBottom: price.bottom, buttonTop: button.top }
      }),
    )
    expect(boxes).toHaveLength(3)
    const gaps = boxes.map((box) => Math.round(box.buttonTop - box.priceBottom))
    expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1)
    if (width === 1280) {
      const tops = boxes.map((box) => Math.round(box.buttonTop))
      expect(Math.max(...tops) - Math.min(...tops), `tops ${tops.join(', ')}`).toBeLessThanOrEqual(
        1,
      )
      const prices = boxes.map((box) => Math.round(box.priceTop))
      expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1)
    }
    await page.context().close()
  })

  test('the customer logos: never one twice in view, and wide enough to read', async () => {
    const page = await open('/pricing', width)
    await page.locator('#customers').scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        page
          .locator('#customers img')
          .evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)),
      )
      .toBe(true)
    const shown = () =>
      page.evaluate(() => {
        const viewport = document
          .querySelector('[data-testid="logo-viewport"]')!
          .getBoundingClientRect()
        return [...document.querySelectorAll('[data-testid="logo-slide"]')]
          .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
          .filter(
            ({ box }) =>
              box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1,
          )
          .map(({ slide }) => {
            const image = slide.querySelector('img')!
            return { alt: image.alt, width: image.getBoundingClientRect().width }
          })
      })
    const first = await shown()
    const names = first.map((logo) => logo.alt)
    expect(new Set(names).size, names.join(', ')).toBe(names.length)
    // The four seeded logos: one at a time on a phone, all four once on a desktop.
    expect(names).toHaveLength(width === 1280 ? 4 : 1)
    for (const logo of first) expect(logo.width, logo.alt).toBeGreaterThanOrEqual(150)
    if (width === 375) {
      await page.getByRole('button', { name: 'Next logos' }).click()
      await expect.poll(async () => (await shown()).map((logo) => logo.alt)).not.toEqual(names)
    } else {
      expect(await page.getByRole('button', { name: 'Next logos' }).isVisible()).toBe(false)
    }
    await page.context().close()
  })

  test("the tour's play button does not cover the poster's title, nor does the control bar on a phone", async () => {
    const page = await open('/', width)
    const player = page.getByTestId('video-player')
    await player.scrollIntoViewIfNeeded()
    const box = (await player.boundingBox())!
    const play = (await page
      .getByTestId('video-overlay')
      .locator('span.rounded-full')
      .boundingBox())!
    const controls = page.getByTestId('video-controls')
    if (width === 375) {
      // The poster's title fills the left half: the button sits over the product on the right.
      expect(play.x).toBeGreaterThan(box.x + box.width / 2)
      expect(await controls.isVisible()).toBe(false)
    } else {
      expect(Math.abs(play.x + play.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(2)
      expect(await controls.isVisible()).toBe(true)
    }
    await page.context().close()
  })
})
