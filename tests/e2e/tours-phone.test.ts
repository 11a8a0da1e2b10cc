/**
 * The product tours on a phone (issue 39): every tour has a landscape cut and
 * a portrait phone cut at 30 fps (ffprobe on the committed files), the players
 * play the phone cut below 640 px and the landscape one above, and the WebVTT
 * captions show from the start (the frames carry no caption text of their own).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { MediaManifest } from '~/components/media/media-manifest'
import { serverAndBrowserPerFile } from './fixtures'

const fixture = serverAndBrowserPerFile({})
const publicDir = path.resolve(import.meta.dirname, '../../public')
const manifest = JSON.parse(
  fs.readFileSync(path.join(publicDir, 'media/product/manifest.json'), 'utf8'),
) as MediaManifest
/** A tour file's weight budget (issue 22): a phone on a mobile network still starts it. */
const TOUR_BUDGET_BYTES = 3_000_000

function probe(src: string) {
  const out = execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0', '-of', 'json'],
      ...['-show_entries', 'stream=width,height,r_frame_rate,avg_frame_rate'],
      path.join(publicDir, src),
    ],
    { encoding: 'utf8' },
  )
  return (JSON.parse(out) as { streams: Array<Record<string, string | number>> }).streams[0]
}

describe('the committed tour files', () => {
  test('three tours, each with a landscape and a portrait cut at 30 fps, within the weight budget', () => {
    expect(manifest.videos.map((video) => video.name)).toEqual([
      'platform-tour',
      'solutions-overview',
      'ai-agents-webinar',
    ])
    for (const video of manifest.videos) {
      const phone = video.phone
      expect(phone, video.name).toBeDefined()
      const cuts = [
        { src: video.src, width: 1280, height: 720 },
        { src: phone!.src, width: phone!.width, height: phone!.height },
      ]
      // The phone cut is portrait (or 4:5) and its own file.
      expect(phone!.src).not.toBe(video.src)
      expect(phone!.height / phone!.width, video.name).toBeGreaterThanOrEqual(1.25)
      for (const cut of cuts) {
        const stream = probe(cut.src)
        expect(stream, cut.src).toMatchObject({
          width: cut.width,
          height: cut.height,
          r_frame_rate: '30/1',
          avg_frame_rate: '30/1',
        })
        expect(fs.statSync(path.join(publicDir, cut.src)).size, cut.src).toBeLessThan(
          TOUR_BUDGET_BYTES,
        )
      }
      const captions = fs.readFileSync(path.join(publicDir, video.captions), 'utf8')
      expect(captions.startsWith('WEBVTT'), video.captions).toBe(true)
    }
  })
})

async function openPlayer(pagePath: string, width: number) {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${pagePath}`)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated))
    .toBe('yes')
  const video = page.locator('video').first()
  await video.scrollIntoViewIfNeeded()
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      src: new URL(element.currentSrc || 'http://none/').pathname,
      captions: Array.from(element.textTracks).map((track) => `${track.kind}:${track.mode}`),
      ratio:
        Math.round(
          (element.getBoundingClientRect().height / element.getBoundingClientRect().width) * 100,
        ) / 100,
    }))
  return { page, state }
}

describe('the tour players', () => {
  test('at 375 px the home tour plays its portrait cut, in a portrait player, captions showing', async () => {
    const { page, state } = await openPlayer('/', 375)
    await expect.poll(async () => (await state()).src).toBe('/media/videos/platform-tour-phone.mp4')
    expect(await state()).toMatchObject({ captions: ['captions:showing'], ratio: 1.78 })
    await page.context().close()
  })

  test('at 1280 px the home tour plays its landscape cut, captions showing', async () => {
    const { page, state } = await openPlayer('/', 1280)
    await expect.poll(async () => (await state()).src).toBe('/media/videos/platform-tour.mp4')
    expect(await state()).toMatchObject({ captions: ['captions:showing'], ratio: 0.56 })
    await page.context().close()
  })

  test('the webinar page calls its tour a tour, and plays the phone cut on a phone', async () => {
    const resources = (await (await fetch(`${fixture.server.url}/api/resources`)).json()) as Array<{
      type: string
      link: string
    }>
    const webinar = resources.find((resource) => resource.type === 'webinar')!
    const href = new URL(webinar.link, fixture.server.url).pathname
    const { page, state } = await openPlayer(href!, 375)
    await expect
      .poll(async () => (await state()).src)
      .toBe('/media/videos/ai-agents-webinar-phone.mp4')
    expect((await state()).captions).toEqual(['captions:showing'])
    expect(await page.getByTestId('tour-note').textContent()).toBe(
      'Product tour: a short look at the product, not a recording of the session.',
    )
    await page.context().close()
  })
})
