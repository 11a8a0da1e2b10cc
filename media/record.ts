/**
 * The product tours: each frame is the tour page at t = frame / FPS (the
 * page's clock is ours), captured by Chromium and piped to Debian's ffmpeg as
 * PNG; the result is H.264 MP4, single-threaded and bit-exact so a re-run
 * writes the same bytes. Posters (a designed frame: the title over the product
 * at a chosen moment) go through sharp; captions are WebVTT.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import type { ProjectVideoEntry } from '../app/components/media/media-manifest.ts'
import { htmlDocument } from './kit.ts'
import { screenCss } from './screens.ts'
import { cuts, tourPage, tours, webVtt, type CutName, type Tour } from './tours.ts'

const root = path.resolve(import.meta.dirname, '..')
const videoDir = path.join(root, 'public/media/videos')
/** The art direction's frame rate. */
export const FPS = 30
/** Poster widths per cut: a 2x phone shows the portrait one about 700 px wide. */
const POSTER_WIDTHS: Record<CutName, number[]> = { landscape: [640, 1280], phone: [540] }

type VideoEntry = ProjectVideoEntry
type VideoCut = NonNullable<ProjectVideoEntry['phone']>

async function openTour(browser: Browser, tour: Tour, cut: CutName): Promise<Page> {
  const { width, height } = cuts[cut]
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
  })
  await context.route(/^(?!data:)/, (route) => route.abort())
  const page = await context.newPage()
  const runtime = fs.readFileSync(path.join(import.meta.dirname, 'tour-runtime.js'), 'utf8')
  const data = {
    actions: tour.actions,
    cursor: tour.cursor,
    steps: tour.steps,
    duration: tour.duration,
    shot: tour.shot,
    phone: tour.phone,
    cut,
  }
  const html = htmlDocument(
    `${cut === 'phone' ? '<script>document.body.className="phone-cut"</script>' : ''}${tourPage(tour)}<script>window.tourData=${JSON.stringify(data)}</script><script>${runtime}</script>`,
    screenCss + tour.css + (cut === 'phone' ? (tour.phone.css ?? '') : ''),
  )
  await page.setContent(html, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return page
}

function ffmpeg(out: string) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1'],
      ...['-f', 'image2pipe', '-framerate', String(FPS), '-c:v', 'png', '-i', '-'],
      ...['-an', '-map_metadata', '-1', '-c:v', 'libx264', '-preset', 'slow', '-crf', '25'],
      ...['-tune', 'animation', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-level', '4.0'],
      ...['-x264-params', 'threads=1', '-flags:v', '+bitexact', '-fflags', '+bitexact'],
      ...['-g', String(FPS * 4), '-movflags', '+faststart', out],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
    )
  })
  return { stdin: child.stdin, done }
}

/** The poster of one cut: the product at its chosen moment, the title over it. */
async function writePoster(page: Page, tour: Tour, cut: CutName): Promise<void> {
  const name = `${tour.name}${cuts[cut].suffix}`
  await page.evaluate(
    ({ t, focus }) => {
      const runtime = window as unknown as {
        tourFrame(t: number): void
        tourPosterAim(target: unknown): void
      }
      runtime.tourFrame(t)
      if (focus) runtime.tourPosterAim(focus)
      for (const sel of ['[data-cursor]', '[data-ring]']) {
        ;(document.querySelector(sel) as HTMLElement).style.visibility = 'hidden'
      }
      document.querySelector('[data-poster]')?.classList.add('on')
      document.body.classList.add('poster-mode')
    },
    { t: tour.posterAt, focus: cut === 'phone' ? tour.phone.posterFocus : undefined },
  )
  const png = await page.screenshot({ animations: 'disabled' })
  const base = path.join(videoDir, `${name}-poster`)
  for (const posterWidth of POSTER_WIDTHS[cut]) {
    const resized = sharp(png).resize({ width: posterWidth })
    await resized
      .clone()
      .avif({ quality: 55, effort: 4, chromaSubsampling: '4:4:4' })
      .toFile(`${base}-${posterWidth}.avif`)
    await resized.clone().webp({ quality: 78, effort: 5 }).toFile(`${base}-${posterWidth}.webp`)
  }
  await sharp(png)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(videoDir, `${name}.jpg`))
}

/** One cut of a tour: its MP4 and its poster (\`{name}{suffix}.mp4\`, \`{name}{suffix}-poster-{w}\`). */
async function recordCut(browser: Browser, tour: Tour, cut: CutName): Promise<VideoCut> {
  const { width, height, suffix } = cuts[cut]
  const name = `${tour.name}${suffix}`
  const page = await openTour(browser, tour, cut)
  const cdp = await page.context().newCDPSession(page)
  const file = path.join(videoDir, `${name}.mp4`)
  const encoder = ffmpeg(file)
  const frames = Math.round(tour.duration * FPS)
  for (let frame = 0; frame < frames; frame++) {
    await page.evaluate(
      (t) => (window as unknown as { tourFrame(t: number): void }).tourFrame(t),
      frame / FPS,
    )
    const { data } = (await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
    })) as { data: string }
    if (!encoder.stdin.write(Buffer.from(data, 'base64'))) {
      await new Promise((resolve) => encoder.stdin.once('drain', resolve))
    }
    if (frame % (FPS * 5) === 0) console.log(`media: ${name} ${frame}/${frames}`)
  }
  encoder.stdin.end()
  await encoder.done

  await writePoster(page, tour, cut)
  await page.context().close()
  const bytes = fs.statSync(file).size
  console.log(`media: ${name}.mp4 ${bytes} bytes`)
  return {
    src: `/media/videos/${name}.mp4`,
    width,
    height,
    bytes,
    poster: { fallback: `/media/videos/${name}.jpg`, width, height, widths: POSTER_WIDTHS[cut] },
  }
}

async function record(browser: Browser, tour: Tour): Promise<VideoEntry> {
  const landscape = await recordCut(browser, tour, 'landscape')
  const phone = await recordCut(browser, tour, 'phone')
  // One caption file for both cuts: they share the timeline.
  fs.writeFileSync(path.join(videoDir, `${tour.name}.vtt`), webVtt(tour))
  return {
    name: tour.name,
    title: tour.title,
    description: tour.description,
    duration: tour.duration,
    ...landscape,
    captions: `/media/videos/${tour.name}.vtt`,
    phone,
  }
}

export async function recordTours(browser: Browser): Promise<VideoEntry[]> {
  fs.mkdirSync(videoDir, { recursive: true })
  const only = process.argv[3]
  const entries: VideoEntry[] = []
  for (const tour of tours) {
    if (only && tour.name !== only) continue
    entries.push(await record(browser, tour))
  }
  return entries
}

/**
 * `npm run media -- posters [NAME]`: only the posters, from the same frames the
 * recording would use, so a poster's framing can change without re-encoding its video.
 */
export async function renderPosters(browser: Browser, only?: string): Promise<void> {
  for (const tour of tours) {
    if (only && tour.name !== only) continue
    for (const cut of Object.keys(cuts) as CutName[]) {
      const page = await openTour(browser, tour, cut)
      await writePoster(page, tour, cut)
      await page.context().close()
      console.log(`media: ${tour.name}${cuts[cut].suffix} poster`)
    }
  }
}

/**
 * `npm run media -- preview NAME T…`: single frames as PNG under /tmp/media-preview, to look at
 * (MEDIA_CUT=phone for the phone cut).
 */
export async function previewTour(browser: Browser, name: string, times: number[]): Promise<void> {
  const tour = tours.find((candidate) => candidate.name === name)
  if (!tour) throw new Error(`media: no tour ${name}`)
  const cut: CutName = process.env.MEDIA_CUT === 'phone' ? 'phone' : 'landscape'
  const page = await openTour(browser, tour, cut)
  fs.mkdirSync('/tmp/media-preview', { recursive: true })
  for (const t of times) {
    await page.evaluate(
      (at) => (window as unknown as { tourFrame(t: number): void }).tourFrame(at),
      t,
    )
    await page.screenshot({ path: `/tmp/media-preview/${name}-${cut}-${t}.png` })
  }
  await page.context().close()
}
