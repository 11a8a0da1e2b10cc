/**
 * `npm run media`: renders the mock screens with Debian's Chromium and encodes
 * them with sharp (AVIF, WebP, a JPEG fallback) into public/media/product/,
 * records the product tours frame by frame and encodes them with ffmpeg into
 * public/media/videos/, then writes public/media/product/manifest.json.
 *
 * Reproducible: the font comes from node_modules, the data is fixed, no clock
 * or randomness is read, the page may not reach the network, and the encoders
 * run with fixed settings (single-threaded where it matters).
 *
 *   npm run media                 everything
 *   npm run media -- stills       only the images
 *   npm run media -- tours        only the videos (and their posters)
 *   npm run media -- posters [NAME]  only the tours' posters (the videos stay as they are)
 *   npm run media -- covers       only the resource covers (public/media/covers/)
 *   npm run media -- people       only the portraits and logos (SVG, no browser)
 *   npm run media -- preview-covers DIR   the covers as PNG into DIR, to look at
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import sharp from 'sharp'
import type { MediaManifest, ProductImageEntry } from '../app/components/media/media-manifest.ts'
import { siteMedia } from '../app/components/media/media-manifest.ts'
import { htmlDocument } from './kit.ts'
import { screenCss } from './screens.ts'
import { tours } from './tours.ts'
import { LABEL_FLOOR, stills, type Crop } from './stills.ts'
import { previewTour, recordTours, renderPosters } from './record.ts'
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  coverCategories,
  coverCss,
  covers,
  coverTypes,
} from './covers.ts'
import { writePeople } from './people.ts'

export const root = path.resolve(import.meta.dirname, '..')
const productDir = path.join(root, 'public/media/product')
const coverDir = path.join(root, 'public/media/covers')
export const manifestPath = path.join(productDir, 'manifest.json')
const siteMediaPath = path.join(root, 'app/components/media/site-media.json')

/** Widths of the whole screens and of their narrow-screen details (pixels). */
const FULL_WIDTHS = [640, 1024, 1600]
const DETAIL_WIDTHS = [400, 560, 800]
const FALLBACK_WIDTH = 1024
/** Cover widths: a card on a desktop (400), on a 2x phone (720), a detail page (1080, 1280). */
const COVER_WIDTHS = [400, 720, 1080]
const COVER_FALLBACK_WIDTH = 720
const DENSITY = 2

sharp.concurrency(1)
sharp.cache(false)

type ImageEntry = ProductImageEntry

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--disable-lcd-text',
      '--hide-scrollbars',
    ],
  })
}

/** A page that cannot reach anything: every request but inline data is refused. */
export async function offlinePage(browser: Browser, width: number, height: number, scale: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  })
  await context.route(/^(?!data:)/, (route) => route.abort())
  return context.newPage()
}

export async function show(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

async function encode(png: Buffer, base: string, widths: number[]): Promise<number[]> {
  const meta = await sharp(png).metadata()
  // Every asked width the image has, plus its own width when it is smaller than the largest.
  const usable = widths.filter((w) => w < meta.width)
  if (usable.length < widths.length) usable.push(meta.width)
  for (const width of usable) {
    const resized = sharp(png).resize({ width, kernel: 'lanczos3' })
    await resized
      .clone()
      .avif({ quality: 55, effort: 4, chromaSubsampling: '4:4:4' })
      .toFile(`${base}-${width}.avif`)
    await resized
      .clone()
      .webp({ quality: 78, effort: 5, smartSubsample: true })
      .toFile(`${base}-${width}.webp`)
  }
  return usable
}

/** Rounded corners and a hairline border, like the site's cards, for a crop cut out of a screen. */
async function framed(png: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata()
  const radius = 12 * DENSITY
  const rect = (inset: number, paint: string) =>
    `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${radius - inset}" ${paint}/>`
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    )
  return sharp(png)
    .composite([
      { input: svg(rect(0, 'fill="#000"')), blend: 'dest-in' },
      { input: svg(rect(1, 'fill="none" stroke="#d7dee8" stroke-width="2"')) },
    ])
    .png()
    .toBuffer()
}

type Box = { x: number; y: number; width: number; height: number }

/** A still's crop in page pixels: a rectangle inside the first element matching its selector. */
async function cropBox(page: Page, name: string, crop: Crop): Promise<Box> {
  const { selector, x = 0, y = 0 } = crop
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`media: ${name}: no ${selector}`)
  return {
    x: box.x + x,
    y: box.y + y,
    width: crop.width ?? box.width - x,
    height: crop.height ?? box.height - y,
  }
}

async function cropPng(page: Page, crop: Crop, box: Box): Promise<Buffer> {
  const png = await page.screenshot({ clip: box, omitBackground: true, animations: 'disabled' })
  return crop.frame ? framed(png) : png
}

/**
 * The font size (CSS pixels) of the smallest visible text inside a box of the
 * page: what the legibility test scales by the width an image is shown at.
 */
async function smallestText(page: Page, box: Box): Promise<number> {
  const size = await page.evaluate((clip) => {
    let min = Infinity
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const inside = Array.from(range.getClientRects()).some(
        (r) =>
          r.width > 0 &&
          r.right > clip.x + 1 &&
          r.left < clip.x + clip.width - 1 &&
          r.bottom > clip.y + 1 &&
          r.top < clip.y + clip.height - 1,
      )
      if (!inside) continue
      let shown = true
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
          shown = false
      }
      if (shown) min = Math.min(min, parseFloat(getComputedStyle(element).fontSize))
    }
    return min
  }, box)
  if (!Number.isFinite(size)) throw new Error('media: no text in a product image')
  return size
}

async function renderStills(browser: Browser): Promise<ImageEntry[]> {
  fs.mkdirSync(productDir, { recursive: true })
  const page = await offlinePage(browser, 1400, 900, DENSITY)
  const entries: ImageEntry[] = []
  for (const still of stills) {
    await show(page, htmlDocument(`<div class="stage" data-stage>${still.html}</div>`, screenCss))
    // Every label up to the floor (read first, then set: a parent's change would blur the reading).
    await page.evaluate((floor) => {
      const small = Array.from(document.querySelectorAll<HTMLElement>('[data-stage] *')).filter(
        (element) => parseFloat(getComputedStyle(element).fontSize) < floor,
      )
      for (const element of small) element.style.setProperty('font-size', `${floor}px`, 'important')
    }, LABEL_FLOOR)
    const stage = page.locator('[data-stage]')
    // The image shown from 640 px: the whole screen, or the crop its slot can show legibly.
    const wideBox = still.wide
      ? await cropBox(page, still.name, still.wide)
      : ((await stage.boundingBox()) as Box)
    const png = still.wide
      ? await cropPng(page, still.wide, wideBox)
      : await stage.screenshot({ omitBackground: true, animations: 'disabled' })
    const base = path.join(productDir, still.name)
    const meta = await sharp(png).metadata()
    const widths = await encode(png, base, FULL_WIDTHS)
    await sharp(png)
      .flatten({ background: '#ffffff' })
      .resize({ width: FALLBACK_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(`${base}.jpg`)
    const smallest = (await smallestText(page, wideBox)) * DENSITY
    const entry: ImageEntry = {
      name: still.name,
      alt: still.alt,
      screen: still.screen,
      width: meta.width,
      height: meta.height,
      widths,
      fallback: `/media/product/${still.name}.jpg`,
      smallestText: smallest,
    }
    if (still.detail) {
      const box = await cropBox(page, still.name, still.detail)
      const detailPng = await cropPng(page, still.detail, box)
      const detailMeta = await sharp(detailPng).metadata()
      entry.detail = {
        width: detailMeta.width,
        height: detailMeta.height,
        widths: await encode(detailPng, `${base}-detail`, DETAIL_WIDTHS),
        smallestText: (await smallestText(page, box)) * DENSITY,
      }
    }
    entries.push(entry)
    console.log(
      `media: ${still.name} ${meta.width}x${meta.height}, smallest text ${smallest / DENSITY} px`,
    )
  }
  await page.context().close()
  return entries
}

/** The resource covers (media/covers.ts): same size, same widths, so the manifest lists names only. */
async function renderCovers(browser: Browser, preview?: string): Promise<MediaManifest['covers']> {
  fs.mkdirSync(coverDir, { recursive: true })
  const page = await offlinePage(browser, COVER_WIDTH, COVER_HEIGHT, DENSITY)
  let widths: number[] = []
  const all = covers()
  for (const cover of all) {
    await show(page, htmlDocument(cover.html, coverCss))
    const png = await page.locator('[data-cover]').screenshot({ animations: 'disabled' })
    if (preview !== undefined) {
      fs.writeFileSync(path.join(preview, `${cover.name}.png`), png)
      continue
    }
    const base = path.join(coverDir, cover.name)
    widths = await encode(png, base, COVER_WIDTHS)
    await sharp(png)
      .resize({ width: COVER_FALLBACK_WIDTH })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(`${base}.jpg`)
    console.log(`media: cover ${cover.name}`)
  }
  await page.context().close()
  return {
    width: COVER_WIDTH * DENSITY,
    height: COVER_HEIGHT * DENSITY,
    widths,
    types: [...coverTypes],
    categories: [...coverCategories],
  }
}

async function main() {
  const only = process.argv[2]
  const browser = await launch()
  try {
    if (only === 'preview-covers') {
      await renderCovers(browser, process.argv[3] ?? '/tmp')
      return
    }
    if (only === 'people') {
      writePeople()
      return
    }
    if (only === 'posters') {
      await renderPosters(browser, process.argv[3])
      return
    }
    if (only === 'preview') {
      await previewTour(browser, process.argv[3] ?? '', process.argv.slice(4).map(Number))
      return
    }
    const previous = fs.existsSync(manifestPath)
      ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as MediaManifest)
      : { images: [], videos: [] }
    const images =
      only === 'tours' || only === 'covers' ? previous.images : await renderStills(browser)
    const coverSet =
      only === 'stills' || only === 'tours' ? previous.covers : await renderCovers(browser)
    if (!only) writePeople()
    const recorded = only === 'stills' || only === 'covers' ? [] : await recordTours(browser)
    // A single tour re-recorded (`-- tours NAME`) replaces its own entry only.
    const videos = tours
      .map(
        (tour) =>
          recorded.find((video) => video.name === tour.name) ??
          previous.videos.find((video) => video.name === tour.name),
      )
      .filter((video) => video !== undefined)
    const manifest: MediaManifest = { images, videos, covers: coverSet }
    fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    fs.writeFileSync(siteMediaPath, `${JSON.stringify(siteMedia(manifest), null, 2)}\n`)
    // The one seed video that is no tour: the hero-background loop.
    if (!only || only === 'tours')
      execFileSync('bash', [path.join(root, 'scripts/make-media.sh')], { stdio: 'inherit' })
    console.log(`media: wrote ${path.relative(root, manifestPath)}`)
  } finally {
    await browser.close()
  }
}

if (import.meta.main) await main()
