/**
 * Library images inside rich text, as a public page shows them: each
 * `<img src="/uploads/…">` the sanitiser kept becomes the same <picture> a
 * cover is (AVIF and WebP srcsets, the image's current width, height and alt
 * text, lazy). Only the address is stored in the text, so replacing the image
 * or editing its alt text changes every text that shows it. An image whose alt
 * text is empty and that is not marked decorative, or that is no longer in the
 * library, is left out, as a cover would be.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LibraryPictureImage } from '~/components/media-library/library-picture'
import type { Queryable } from '~/db/client.server'
import { picturesFor } from './pictures.server'

/** The text column of a resource page: at most 720 px wide, the page's padding on phones. */
export const RICH_TEXT_IMAGE_SIZES = '(min-width: 800px) 720px, calc(100vw - 32px)'

const IMAGE_TAG = /<img\b[^>]*>/g
const SRC = /\bsrc="([^"]*)"/

/** `html` (already sanitised) with each library image made responsive. */
export async function withLibraryPictures(db: Queryable, html: string): Promise<string> {
  const sources = [...html.matchAll(IMAGE_TAG)].map((tag) => SRC.exec(tag[0])?.[1])
  if (sources.length === 0) return html
  const pictures = await picturesFor(db, sources)
  return html.replace(IMAGE_TAG, (tag) => {
    const picture = pictures.get(SRC.exec(tag)?.[1] ?? '')
    if (!picture) return ''
    return renderToStaticMarkup(
      createElement(LibraryPictureImage, {
        picture,
        sizes: RICH_TEXT_IMAGE_SIZES,
        className: 'h-auto w-full rounded-lg',
      }),
    )
  })
}
