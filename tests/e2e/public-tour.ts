/**
 * One tour of every public page per kind of visitor, gathering everything the
 * page-wide checks need from that one visit: axe, CSP violations, requests,
 * images and videos, script weight and timing. A page load is the suite's
 * costliest step (about a core-second each on CI), so the accessibility,
 * privacy, imagery, security and budget checks read one shared record instead
 * of each touring the site again.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type PageWeight, scriptTiming, watchPageWeight } from '../utils/page-weight'
import {
  afterNextFrames,
  axeViolations,
  cspViolations,
  recordPageErrors,
  watchCspViolations,
} from './browser'
import { publicPageUrls, resourceDetailSamples } from './route-paths'

/** A first visit has an empty cache and no cookie; a returning visitor has made a cookie choice. */
export const visitors = {
  phoneFirstVisit: { width: 375, firstVisit: true },
  desktopFirstVisit: { width: 1280, firstVisit: true },
  phoneReturning: { width: 375, firstVisit: false },
  desktopReturning: { width: 1280, firstVisit: false },
} as const
export type Visitor = keyof typeof visitors

export interface ImageFacts {
  src: string
  width: string | null
  height: string | null
  alt: string | null
  srcset: boolean
  svg: boolean
}

export interface VideoFacts {
  src: string
  poster: string | null
  preload: string | null
  captions: string | null
}

export interface PageVisit {
  path: string
  visitor: Visitor
  /** Why the page could not be checked (it never hydrated, say); the other fields are then empty. */
  failure?: string
  status: number
  bannerShown: boolean
  axe: string[]
  cspViolations: string[]
  /** Console errors and uncaught page errors. */
  errors: string[]
  /** Every URL requested until the network was idle (and, on a desktop first visit, after scrolling to the end). */
  requested: string[]
  /** Response body bytes of each request finished by then. */
  finished: Array<{ url: string; bytes: number }>
  /** Names of the cookies the visit left. */
  cookies: string[]
  /** Phone first visit: scripts requested in all, and before the first contentful paint. */
  scriptTiming?: { scripts: number; beforePaint: number }
  /** Desktop first visit, scrolled to the end. */
  images?: ImageFacts[]
  videos?: VideoFacts[]
  weight?: PageWeight
}

/** The public routes, one detail page per resource type, and the demo-booking form. */
export async function tourPaths(baseUrl: string): Promise<string[]> {
  return [...publicPageUrls, ...(await resourceDetailSamples(baseUrl)), '/contact?demo=true']
}

/** The consent cookie of a visitor who chose "Necessary Only". */
export function decidedConsentCookie(url: string) {
  const choice = {
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
    decidedAt: new Date().toISOString(),
  }
  return { name: 'cookie-consent', value: encodeURIComponent(JSON.stringify(choice)), url }
}

/**
 * A public page at 1280 px, loaded until the network is idle, with the errors it
 * reports; `decided`: a visitor who answered the cookie banner (it does not cover
 * the footer), `locale`: the browser's language (the language suggestion reads it).
 */
export async function openPublicPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  { decided = true, locale = 'en-GB' } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale })
  if (decided) await context.addCookies([decidedConsentCookie(baseUrl)])
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  return { page, errors }
}

/** Until React has hydrated the page (app/entry.client.tsx marks the document). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes')

/** The text of every script the page loaded (what kept-from-the-server words must not be in). */
export async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )
  // A page has its framework, root, layout and route chunks at least: fewer means none loaded yet.
  if (urls.length <= 3) throw new Error(`only ${urls.length} scripts loaded`)
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))
}

async function newVisitorContext(browser: Browser, baseUrl: string, visitor: Visitor) {
  const { width, firstVisit } = visitors[visitor]
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 900 },
    // A phone is a 2x screen: it picks the larger renditions.
    deviceScaleFactor: width < 640 ? 2 : 1,
  })
  if (!firstVisit) await context.addCookies([decidedConsentCookie(baseUrl)])
  await watchCspViolations(context)
  return context
}

/**
 * Loads `url` once and records what each of `seenBy` sees: the first visitor as loaded, each
 * next one after the window is resized to its viewport (a returning phone visitor's page
 * widened to a desktop's). A page load is the costliest step; a resized window must look
 * right too, as admin-every-page.test.ts checks the back office.
 */
async function visit(
  page: Page,
  context: BrowserContext,
  url: string,
  seenBy: Visitor[],
): Promise<Array<Omit<PageVisit, 'path' | 'visitor'>>> {
  const errors = recordPageErrors(page)
  const requested: string[] = []
  const finished: Array<Promise<{ url: string; bytes: number }>> = []
  page.on('request', (request) => requested.push(request.url()))
  page.on('requestfinished', (request) =>
    finished.push(
      // A request that ends as the page closes (one a focus started) has no sizes left.
      request.sizes().then(
        (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }),
        () => ({ url: request.url(), bytes: 0 }),
      ),
    ),
  )
  const weight = seenBy.includes('desktopFirstVisit') ? watchPageWeight(page) : undefined

  const response = await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'yes', null, {
    timeout: 30_000,
  })
  const records: Array<Omit<PageVisit, 'path' | 'visitor'>> = []
  for (const visitor of seenBy) {
    if (records.length > 0) {
      const { width } = visitors[visitor]
      await page.setViewportSize({ width, height: width < 640 ? 812 : 900 })
      await afterNextFrames(page)
    }
    const scripts = visitor === 'phoneFirstVisit' ? await scriptTiming(page) : undefined
    const bannerShown = (await page.locator('#cookie-banner').count()) > 0
    const axe = await axeViolations(page)

    let images: ImageFacts[] | undefined
    let videos: VideoFacts[] | undefined
    if (visitor === 'desktopFirstVisit') {
      // Down to the end of the page: the lazy images, a carousel, a video's poster.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      images = await page.locator('img').evaluateAll((nodes) =>
        (nodes as HTMLImageElement[]).map((img) => {
          const inPicture = img.parentElement?.tagName === 'PICTURE'
          const src = img.getAttribute('src') ?? ''
          return {
            src,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            alt: img.getAttribute('alt'),
            srcset:
              img.hasAttribute('srcset') ||
              (inPicture &&
                img.parentElement!.querySelector('source[srcset][type="image/avif"]') !== null),
            svg: /\.svg(\?|$)/.test(src),
          }
        }),
      )
      videos = await page.locator('video').evaluateAll((nodes) =>
        (nodes as HTMLVideoElement[]).map((video) => ({
          src: video.currentSrc || video.querySelector('source')?.src || video.src,
          poster: video.getAttribute('poster'),
          preload: video.getAttribute('preload'),
          captions: video.querySelector('track[kind="captions"]')?.getAttribute('src') ?? null,
        })),
      )
    }
    records.push({
      status: response?.status() ?? 0,
      bannerShown,
      axe,
      cspViolations: await cspViolations(page),
      errors: [...errors],
      requested: [...requested],
      finished: await Promise.all(finished),
      cookies: (await context.cookies()).map((cookie) => cookie.name),
      scriptTiming: scripts,
      images,
      videos,
      weight: await weight?.(),
    })
  }
  return records
}

/**
 * One tour of every page: a fresh context per page on a first visit (an empty cache, no
 * cookie), one context throughout otherwise. `seenBy` share one visitor's context (the first).
 */
async function tour(browser: Browser, baseUrl: string, seenBy: Visitor[], paths: string[]) {
  const visits: PageVisit[] = []
  const first = seenBy[0]!
  let shared: BrowserContext | undefined
  for (const path of paths) {
    const context = visitors[first].firstVisit
      ? await newVisitorContext(browser, baseUrl, first)
      : (shared ??= await newVisitorContext(browser, baseUrl, first))
    const page = await context.newPage()
    try {
      const records = await visit(page, context, `${baseUrl}${path}`, seenBy)
      records.forEach((record, index) => visits.push({ path, visitor: seenBy[index]!, ...record }))
    } catch (error) {
      for (const visitor of seenBy)
        visits.push({
          path,
          visitor,
          failure: (error as Error).message,
          status: 0,
          bannerShown: false,
          axe: [],
          cspViolations: [],
          errors: [],
          requested: [],
          finished: [],
          cookies: [],
        })
    } finally {
      await (context === shared ? page.close() : context.close())
    }
  }
  await shared?.close()
  return visits
}

/** Every visitor's tour of every public page, the four side by side. */
export async function tourEveryPublicPage(browser: Browser, baseUrl: string): Promise<PageVisit[]> {
  const paths = await tourPaths(baseUrl)
  // A first visit measures what its width loads, so each has a page load of its own; a
  // returning visitor's page is checked on a phone, then widened to a desktop's width.
  const tours = await Promise.all([
    tour(browser, baseUrl, ['phoneFirstVisit'], paths),
    tour(browser, baseUrl, ['desktopFirstVisit'], paths),
    tour(browser, baseUrl, ['phoneReturning', 'desktopReturning'], paths),
  ])
  return tours.flat()
}
