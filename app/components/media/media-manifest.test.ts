import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { siteMedia, type MediaManifest } from './media-manifest'
import pageSlice from './site-media.json'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
const mediaManifest = JSON.parse(
  fs.readFileSync(path.join(publicDir, 'media/product/manifest.json'), 'utf8'),
) as MediaManifest

/** Width and height of a JPEG, from its first SOFn marker. */
function jpegSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file)
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  throw new Error(`${file}: no frame header`)
}

function existing(url: string): string {
  const file = path.join(publicDir, url)
  expect(fs.existsSync(file), url).toBe(true)
  expect(fs.statSync(file).size, url).toBeGreaterThan(0)
  return file
}

describe('the manifest of npm run media', () => {
  test('the pages import exactly its slice (site-media.json, written by the same run)', () => {
    expect(pageSlice).toEqual(siteMedia(mediaManifest))
  })

  test('lists the product images (the seven screens, and the dashboard’s whole window for the home hero), each with an alt text and every file it names', () => {
    expect(mediaManifest.images.map((image) => image.name).sort()).toEqual([
      'analytics',
      'clinician-dashboard',
      'dashboard-window',
      'fhir-integration',
      'form-builder',
      'pathway-builder',
      'patient-app',
      'scheduling',
    ])
    for (const image of mediaManifest.images) {
      expect(image.alt.length, image.name).toBeGreaterThan(40)
      expect(image.widths.length, image.name).toBeGreaterThanOrEqual(2)
      expect(Math.max(...image.widths), image.name).toBeLessThanOrEqual(image.width)
      const fallback = jpegSize(existing(image.fallback))
      // The fallback keeps the image's aspect ratio (within a pixel of rounding).
      expect(
        Math.abs(fallback.height - (fallback.width * image.height) / image.width),
      ).toBeLessThanOrEqual(1)
      for (const width of image.widths) {
        for (const format of ['avif', 'webp'])
          existing(`/media/product/${image.name}-${width}.${format}`)
      }
      for (const width of image.detail?.widths ?? []) {
        for (const format of ['avif', 'webp']) {
          existing(`/media/product/${image.name}-detail-${width}.${format}`)
        }
      }
    }
  })

  test('lists the three product tours: MP4 of at most 3 MB, 20 to 45 s, poster files and WebVTT captions', () => {
    expect(mediaManifest.videos.map((video) => video.name)).toEqual([
      'platform-tour',
      'solutions-overview',
      'ai-agents-webinar',
    ])
    for (const video of mediaManifest.videos) {
      const file = existing(video.src)
      expect(fs.statSync(file).size, video.src).toBe(video.bytes)
      expect(video.bytes, video.src).toBeLessThanOrEqual(3_000_000)
      expect(fs.readFileSync(file).subarray(4, 8).toString('latin1'), video.src).toBe('ftyp')
      expect(video.duration).toBeGreaterThanOrEqual(20)
      expect(video.duration).toBeLessThanOrEqual(45)
      expect([video.width, video.height]).toEqual([1280, 720])
      expect(jpegSize(existing(video.poster.fallback))).toEqual({ width: 1280, height: 720 })
      for (const width of video.poster.widths) {
        for (const format of ['avif', 'webp']) {
          existing(`/media/videos/${video.name}-poster-${width}.${format}`)
        }
      }
      const captions = fs.readFileSync(existing(video.captions), 'utf8')
      expect(captions.startsWith('WEBVTT\n'), video.captions).toBe(true)
      expect(captions.match(/-->/g)?.length ?? 0, video.captions).toBeGreaterThanOrEqual(5)
    }
  })
})
