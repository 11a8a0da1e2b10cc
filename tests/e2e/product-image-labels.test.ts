/**
 * Readable product imagery (issue 39): on every public page, at 1280 and at
 * 375 px, the smallest label of every product image reads at least 12 px as
 * displayed, and no mock screen serves more than two images across the site.
 *
 * The studio (npm run media) measures each image's smallest label in the
 * rendered screen and writes it to the manifest; the page tells which
 * rendition a viewport shows (the whole image or its detail crop) and how wide.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { MediaManifest } from '~/components/media/media-manifest'
import { serverAndBrowserPerFile } from './fixtures'
import { publicPageUrls } from './route-paths'

const fixture = serverAndBrowserPerFile({})
const manifest = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../public/media/product/manifest.json'),
    'utf8',
  ),
) as MediaManifest
/** The art direction's floor: no label of the product reads smaller (CSS pixels). */
const SMALLEST_LABEL_PX = 12

interface Shown {
  name: string
  /** The viewport shows the detail crop. */
  detail: boolean
  /** The image's displayed width (CSS pixels). */
  width: number
}

async function productImagesOn(url: string, width: number): Promise<Shown[]> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${fixture.server.url}${url}`, { waitUntil: 'domcontentloaded' })
  // Product screens only: the resource covers use the same <picture> from /media/covers.
  const pictures = page.locator('picture[data-product-image]:has(img[src^="/media/product/"])')
  const shown = await pictures.evaluateAll((pictures) =>
    (pictures as HTMLElement[]).map((picture) => {
      // The browser takes the first <source> whose media matches (all types here are supported).
      const chosen = Array.from(picture.querySelectorAll('source')).find(
        (source) => !source.media || window.matchMedia(source.media).matches,
      )
      return {
        name: picture.dataset.productImage ?? '',
        detail: chosen?.srcset.includes('-detail-') ?? false,
        width: picture.querySelector('img')!.getBoundingClientRect().width,
      }
    }),
  )
  await context.close()
  return shown
}

describe('product images', () => {
  const uses = new Map<string, string[]>()

  for (const width of [1280, 375]) {
    test(`at ${width} px, every product image's smallest label reads at least ${SMALLEST_LABEL_PX} px`, async () => {
      const failures: string[] = []
      let seen = 0
      for (const url of publicPageUrls) {
        for (const image of await productImagesOn(url, width)) {
          seen++
          const entry = manifest.images.find((candidate) => candidate.name === image.name)
          expect(entry, image.name).toBeDefined()
          const rendition = image.detail ? entry!.detail! : entry!
          expect(
            rendition.smallestText,
            `${image.name}: measured by npm run media`,
          ).toBeGreaterThan(0)
          const label = (rendition.smallestText! * image.width) / rendition.width
          if (!(label >= SMALLEST_LABEL_PX))
            failures.push(
              `${url} ${image.name}${image.detail ? ' (detail)' : ''}: ${label.toFixed(1)} px at ${image.width.toFixed(0)} px wide`,
            )
          if (width === 1280) uses.set(entry!.screen!, [...(uses.get(entry!.screen!) ?? []), url])
        }
      }
      // The home page, /platform and /solutions show the product.
      expect(seen).toBeGreaterThanOrEqual(12)
      expect(failures).toEqual([])
    })
  }

  test('no mock screen serves more than two images across the site', () => {
    expect(uses.size).toBeGreaterThanOrEqual(6)
    const overused = [...uses].filter(([, pages]) => pages.length > 2)
    expect(overused).toEqual([])
  })
})
