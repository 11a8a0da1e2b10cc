/**
 * The home page (issue 4; public-site §2 Home, §4 video player, §9 region
 * profiles): its sections without JavaScript, the pulsing call to action, the
 * region's offer, the testimonial carousel, the video player, the particle
 * background and axe; the proof band's outcome figures, each linked to the case
 * study that reports them, and that case study featured.
 */
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { afterNextFrames, axeViolations, recordPageErrors } from './browser'
import { serverAndBrowserPerFile } from './fixtures'

const PASSWORD = 'home page password 123'
const COUNTRY_HEADER = 'x-visitor-country'
const fixture = serverAndBrowserPerFile({ ADMIN_PASSWORD: PASSWORD, COUNTRY_HEADER })

/** Media files (video posters, avatars) come with another part of the project: their 404s are not page errors. */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'))

async function openHome(
  options: {
    width?: number
    javaScriptEnabled?: boolean
    reducedMotion?: 'reduce'
    path?: string
    locale?: string
  } = {},
) {
  const context = await fixture.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: options.locale ?? 'en-US',
  })
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  await page.goto(`${fixture.server.url}${options.path ?? '/'}`)
  if (options.javaScriptEnabled !== false)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
  return { page, errors, close: () => context.close() }
}

const text = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim() ?? ''))

describe('without JavaScript', () => {
  test('every section and its texts are in the server HTML, none hidden', async () => {
    const { page, close } = await openHome({
      javaScriptEnabled: false,
      width: 375,
      locale: 'en-GB',
    })
    expect(await page.locator('h1').textContent()).toBe(
      'Build digital care pathways in weeks, not years',
    )
    const demo = page.getByRole('link', { name: 'Book a Demo' }).first()
    expect(await demo.getAttribute('href')).toBe('/contact?demo=true')
    expect(await page.getByRole('link', { name: 'Explore Platform' }).getAttribute('href')).toBe(
      '/platform',
    )
    // The region's offer, here from the browser's Accept-Language (en-GB).
    expect(await page.getByTestId('offer-banner').getAttribute('data-region')).toBe('GB')
    expect(await page.locator('#home-offer-title').textContent()).toBe('NHS partner programme')
    expect(await text(page, '[data-testid=stakes] h3')).toEqual([
      'Wasted admin time',
      'Low patient engagement and adherence',
      'High operational costs',
      'Compliance risks',
    ])
    expect(await text(page, '[data-testid=advantages] h3')).toEqual([
      '90% less development time',
      '80% lower development costs',
      'Secure by design',
      'Interoperable from day one',
    ])
    expect(await text(page, '[data-testid=steps] h3')).toEqual(['Build', 'Connect', 'Empower'])
    // The seeded home video, playable with the browser's own controls.
    const video = page.locator('video')
    expect(await video.getAttribute('preload')).toBe('none')
    expect(await video.getAttribute('poster')).toBe('/media/videos/platform-tour-poster-640.webp')
    expect(await video.getAttribute('controls')).not.toBeNull()
    // Our overlay and control bar are shown only where scripts run.
    expect(await page.getByTestId('video-overlay').isVisible()).toBe(false)
    expect(await page.getByTestId('video-controls').isVisible()).toBe(false)
    expect(await video.locator('source:not([media])').getAttribute('src')).toBe(
      '/media/videos/platform-tour.mp4',
    )
    expect(await video.locator('source[media]').getAttribute('src')).toBe(
      '/media/videos/platform-tour-phone.mp4',
    )
    expect(await video.textContent()).toBe('Your browser does not support the video tag.')
    expect(await page.getByRole('heading', { name: 'Alakin Platform Tour' }).count()).toBe(1)
    // Compliance badges, each a link to /compliance.
    const badges = page.getByTestId('compliance-badges').getByRole('link')
    expect(await badges.allTextContents()).toEqual([
      'HIPAA',
      'GDPR',
      'SOC2',
      'CE Medical Device Class I',
    ])
    for (const href of await badges.evaluateAll((links) =>
      links.map((l) => l.getAttribute('href')),
    ))
      expect(href).toBe('/compliance')
    // Testimonials in displayOrder, all readable.
    const quotes = await text(
      page,
      '[data-testid=testimonial-slide] [data-testid=testimonial-author]',
    )
    expect(quotes).toEqual(['Dr. Claire Moreau', 'James Okafor'])
    // The arrows need scripts: without them, the row scrolls natively.
    expect(await page.getByRole('button', { name: 'Next testimonial' }).count()).toBe(0)
    expect(await page.getByTestId('closing-cta').getAttribute('href')).toBe('/contact?demo=true')
    // Nothing starts hidden; nothing animated is in the HTML.
    expect(
      await page
        .locator('[data-fade]')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.fade)),
    ).toEqual(Array(6).fill('static'))
    expect(await page.locator('canvas').count()).toBe(0)
    await close()
  })
})

describe('the region and its offer', () => {
  const titles: Record<string, string> = {
    US: '30-day free trial',
    GB: 'NHS partner programme',
    FR: '30-day free trial in France',
    default: 'Free onboarding workshop',
  }
  const banner = async (headers: Record<string, string>) => {
    const html = await (await fetch(fixture.server.url, { headers })).text()
    const region = /data-testid="offer-banner" data-region="([^"]+)"/.exec(html)?.[1]
    const title = /<h2 id="home-offer-title"[^>]*>([^<]+)</.exec(html)?.[1]
    return { region, title }
  }

  test.each([
    ['US', 'US'],
    ['gb', 'GB'],
    ['FR', 'FR'],
    ['JP', 'default'],
    ['XX', 'default'],
  ])('the country header %s shows the %s offer', async (country, region) => {
    expect(await banner({ [COUNTRY_HEADER]: country })).toEqual({
      region,
      title: titles[region],
    })
  })

  test.each([
    ['en-US,en;q=0.9', 'US'],
    ['en-GB,en;q=0.8', 'GB'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'FR'],
    ['ja-JP', 'default'],
    ['fr', 'default'],
  ])('without the header, Accept-Language %s shows the %s offer', async (language, region) => {
    expect(await banner({ 'Accept-Language': language })).toEqual({
      region,
      title: titles[region],
    })
  })

  test('the trusted header wins over Accept-Language', async () => {
    expect(await banner({ [COUNTRY_HEADER]: 'GB', 'Accept-Language': 'fr-FR' })).toEqual({
      region: 'GB',
      title: titles.GB,
    })
  })

  test('the banner shows the region regulatory line and its call to action', async () => {
    const html = await (
      await fetch(fixture.server.url, { headers: { [COUNTRY_HEADER]: 'US' } })
    ).text()
    expect(html).toContain('HIPAA-compliant hosting in the United States')
    expect(html).toContain('>Start your free trial</a>')
  })
})

describe('in Chromium', () => {
  test('Book a Demo pulses for 1 s every 3 s, and not under reduced motion', async () => {
    const { page, errors, close } = await openHome()
    const button = page.getByTestId('hero-book-demo')
    const animation = await button.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        name: style.animationName,
        duration: style.animationDuration,
        iterations: style.animationIterationCount,
      }
    })
    expect(animation).toEqual({ name: 'cta-pulse', duration: '3s', iterations: 'infinite' })
    // The keyframes that move lie within the first third of the cycle: 1 s of 3 s.
    const moving = await button.evaluate((element) => {
      const [running] = element.getAnimations()
      const frames = (running?.effect as KeyframeEffect | undefined)?.getKeyframes() ?? []
      return frames
        .filter((frame) => frame.transform && frame.transform !== 'scale(1)')
        .map((frame) => frame.computedOffset)
    })
    expect(moving.length).toBeGreaterThan(0)
    for (const offset of moving) expect(offset).toBeLessThan(1 / 3)
    const still = await button.evaluate((element) => {
      const [running] = element.getAnimations()
      const frames = (running?.effect as KeyframeEffect | undefined)?.getKeyframes() ?? []
      return frames.find((frame) => Math.abs(frame.computedOffset - 1 / 3) < 0.001)?.transform
    })
    expect(still).toBe('scale(1)')
    expect(pageErrors(errors)).toEqual([])
    await close()

    const reduced = await openHome({ reducedMotion: 'reduce' })
    expect(
      await reduced.page
        .getByTestId('hero-book-demo')
        .evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none')
    await reduced.close()
  })

  test('the particle canvas: 120 particles wide, 50 narrow, aria-hidden, absent under reduced motion', async () => {
    const wide = await openHome()
    const canvas = wide.page.locator('canvas')
    await expect.poll(() => canvas.getAttribute('data-particles')).toBe('120')
    expect(await canvas.getAttribute('aria-hidden')).toBe('true')
    expect(await canvas.getAttribute('data-running')).toBe('true')
    // Off screen: the animation stops.
    await wide.page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    )
    await expect.poll(() => canvas.getAttribute('data-running')).toBe('false')
    await wide.close()

    const narrow = await openHome({ width: 375 })
    await expect.poll(() => narrow.page.locator('canvas').getAttribute('data-particles')).toBe('50')
    await narrow.close()

    const reduced = await openHome({ reducedMotion: 'reduce' })
    await afterNextFrames(reduced.page)
    expect(await reduced.page.locator('canvas').count()).toBe(0)
    await reduced.close()
  })

  test('sections fade in once when scrolled into view', async () => {
    const { page, close } = await openHome({ width: 375 })
    const fades = page.locator('[data-fade]')
    await expect
      .poll(() => fades.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.fade)))
      .toContain('hidden')
    const last = fades.last()
    await last.scrollIntoViewIfNeeded()
    await expect.poll(() => last.getAttribute('data-fade')).toBe('shown')
    await close()

    const reduced = await openHome({ width: 375, reducedMotion: 'reduce' })
    await afterNextFrames(reduced.page)
    expect(
      await reduced.page
        .locator('[data-fade]')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.fade)),
    ).toEqual(Array(6).fill('static'))
    await reduced.close()
  })

  test('a hash scrolls to its target on load', async () => {
    const { page, close } = await openHome({ path: '/#home-testimonials-title' })
    await expect
      .poll(() =>
        page.evaluate(() => {
          const rect = document.getElementById('home-testimonials-title')!.getBoundingClientRect()
          return rect.top >= 0 && rect.top < window.innerHeight
        }),
      )
      .toBe(true)
    // Both seeded testimonials in view at 1280 px: no arrows.
    expect(await page.getByRole('button', { name: 'Next testimonial' }).isVisible()).toBe(false)
    await close()
  })

  test('the video player: overlay while paused, click plays, blocked sound falls back to muted, click pauses', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
    // A browser that refuses sound without a gesture, and plays muted video.
    await context.addInitScript(() => {
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!this.muted)
          return Promise.reject(new DOMException('Sound needs a gesture', 'NotAllowedError'))
        this.dispatchEvent(new Event('play'))
        return Promise.resolve()
      }
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        this.dispatchEvent(new Event('pause'))
      }
    })
    const page = await context.newPage()
    const errors = recordPageErrors(page)
    // The player's code loads on the visitor's first intent only (decision 158).
    const playerCode: string[] = []
    page.on('request', (request) => {
      if (/video-player-controls/.test(request.url())) playerCode.push(request.url())
    })
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
    const player = page.getByTestId('video-player')
    await player.evaluate((element) => element.scrollIntoView())
    await page.waitForLoadState('networkidle')
    expect(playerCode).toEqual([])
    const video = player.locator('video')
    expect(await player.getAttribute('data-state')).toBe('paused')
    expect(await video.getAttribute('controls')).toBeNull()
    expect(await page.getByTestId('video-overlay').isVisible()).toBe(true)
    expect(await page.getByTestId('video-controls').getAttribute('data-visible')).toBe('true')

    // One click loads the code and plays.
    await page.getByRole('button', { name: 'Play video: Alakin Platform Tour' }).first().click()
    await expect.poll(() => player.getAttribute('data-state')).toBe('playing')
    expect(playerCode).toHaveLength(1)
    expect(await player.getAttribute('data-muted')).toBe('true')
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    expect(await page.getByTestId('video-overlay').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Unmute video' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Pause video' }).count()).toBe(1)

    // Controls: shown on hover, hidden when the pointer leaves a playing video.
    await page.mouse.move(5, 5)
    await expect
      .poll(() => page.getByTestId('video-controls').getAttribute('data-visible'))
      .toBe('false')
    await video.hover()
    await expect
      .poll(() => page.getByTestId('video-controls').getAttribute('data-visible'))
      .toBe('true')

    // A click on the video toggles play.
    await video.click({ position: { x: 200, y: 100 } })
    await expect.poll(() => player.getAttribute('data-state')).toBe('paused')
    expect(await page.getByTestId('video-overlay').isVisible()).toBe(true)

    // Unmute through the control bar.
    await page.getByRole('button', { name: 'Unmute video' }).click()
    expect(await player.getAttribute('data-muted')).toBe('false')
    expect(await page.getByRole('button', { name: 'Mute video' }).count()).toBe(1)
    expect(pageErrors(errors)).toEqual([])
    await context.close()
  })

  test('the video player from the keyboard: the first Enter on the play button loads its code and plays', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(() => {
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        this.dispatchEvent(new Event('play'))
        return Promise.resolve()
      }
    })
    const page = await context.newPage()
    await page.goto(fixture.server.url)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
      .toBe('yes')
    const player = page.getByTestId('video-player')
    // Focus arrives on the overlay's button as by Tab, then Enter at once.
    await page.getByTestId('video-overlay').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => player.getAttribute('data-state')).toBe('playing')
    await context.close()
  })

  test('the testimonial carousel: 1, 2, 3 slides by breakpoint, in displayOrder, with buttons', async () => {
    const login = await fetch(`${fixture.server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: fixture.server.url },
      body: new URLSearchParams({ password: PASSWORD }),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('alakin_session='))!
      .split(';')[0]!
    for (const [author, displayOrder] of [
      ['Zed Late', 3],
      ['Ana Early', 0],
    ] as const) {
      const response = await fetch(`${fixture.server.url}/api/testimonials`, {
        method: 'POST',
        headers: { Origin: fixture.server.url, cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          author,
          quote: `A quote by ${author}.`,
          role: 'Nurse',
          displayOrder,
          status: 'published', // an API create is a draft otherwise (decision 096)
        }),
      })
      expect(response.status).toBeLessThan(300)
    }
    const order = ['Ana Early', 'Dr. Claire Moreau', 'James Okafor', 'Zed Late']
    await expect
      .poll(async () => (await (await fetch(fixture.server.url)).text()).includes('Zed Late'))
      .toBe(true)

    for (const [width, visible] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      const { page, errors, close } = await openHome({ width })
      const viewport = page.getByTestId('testimonial-viewport')
      await viewport.scrollIntoViewIfNeeded()
      expect(
        await text(page, '[data-testid=testimonial-slide] [data-testid=testimonial-author]'),
      ).toEqual(order)
      const shown = () =>
        viewport.evaluate((element) => {
          const box = element.getBoundingClientRect()
          return [...element.querySelectorAll('figure')]
            .filter((figure) => {
              const rect = figure.getBoundingClientRect()
              return rect.left >= box.left - 1 && rect.right <= box.right + 1
            })
            .map((figure) => figure.querySelector('[data-testid=testimonial-author]')?.textContent)
        })
      expect(await shown(), `${width} px`).toEqual(order.slice(0, visible))
      const previous = page.getByRole('button', { name: 'Previous testimonial' })
      const next = page.getByRole('button', { name: 'Next testimonial' })
      expect(await previous.isDisabled()).toBe(true)
      await next.click()
      await expect
        .poll(shown, { message: `${width} px after Next` })
        .toEqual(order.slice(1, 1 + visible))
      expect(await previous.isDisabled()).toBe(false)
      expect(pageErrors(errors)).toEqual([])
      await close()
    }
  })

  test.each([375, 1280])('axe finds no violation at %i px', async (width) => {
    const { page, errors, close } = await openHome({ width })
    // Scroll through, so every section has faded in.
    for (const section of await page.locator('[data-fade]').all()) {
      await section.scrollIntoViewIfNeeded()
    }
    await expect.poll(() => page.locator('[data-fade=hidden]').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors(errors)).toEqual([])
    await close()
  })
})

describe('the proof band on the home page', () => {
  test('each figure links to a case study whose page states it; the case study is featured with them', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await page.goto(fixture.server.url, { waitUntil: 'networkidle' })
    const band = page.getByTestId('proof-band')
    const outcomes = await band.getByTestId('proof-outcome').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        figure: link.querySelector('span')!.textContent!,
      })),
    )
    expect(outcomes.length).toBeGreaterThanOrEqual(3)
    for (const { href, figure } of outcomes) {
      expect(figure).toMatch(/\d|eight/)
      const response = await fetch(`${fixture.server.url}${href}`)
      expect(response.status, href).toBe(200)
      const html = await response.text()
      expect(html, `${figure} on ${href}`).toContain(figure)
      expect(html).toContain('Case Study')
    }
    expect(await band.getByRole('heading', { level: 2 }).textContent()).toContain(
      'How a Regional Clinic Network',
    )
    expect(await band.getByRole('link', { name: 'Read the case study' }).getAttribute('href')).toBe(
      outcomes[0]!.href,
    )
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
