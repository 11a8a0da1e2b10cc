/**
 * A resource page's cover at phone width, inlined in the page (issue 22): the
 * cover is the largest element of the first screen, and as a request of its
 * own it waited behind the page's scripts on a slow phone network (Lighthouse
 * mobile: LCP 3.3 to 3.6 s with the request, 1.7 to 2.1 s inlined, about the
 * page without a cover; docs/benchmarks.md). About 11 kB of base64 in the HTML.
 */
import fs from 'node:fs'
import path from 'node:path'
import { resourceCover } from '~/components/media/responsive-image'

/** The width inlined: a phone's full-width cover (sizes: 100vw less 32 px, at 2x). */
export const INLINE_COVER_WIDTH = 720
/** Where the built site's files are, then the sources' (`npm run dev`). */
const ROOTS = ['build/client', 'public']
const cache = new Map<string, string | null>()

/** The AVIF of the cover a resource shows, as a data URI; null when there is none to inline. */
export function inlineCover(type: string, categorySlug: string | null): string | null {
  const cover = resourceCover(type, categorySlug)
  if (!cover?.widths.includes(INLINE_COVER_WIDTH)) return null
  const file = `media/covers/${cover.name}-${INLINE_COVER_WIDTH}.avif`
  if (!cache.has(file)) {
    const found = ROOTS.map((root) => path.resolve(root, file)).find((candidate) =>
      fs.existsSync(candidate),
    )
    cache.set(
      file,
      found ? `data:image/avif;base64,${fs.readFileSync(found).toString('base64')}` : null,
    )
  }
  return cache.get(file)!
}
