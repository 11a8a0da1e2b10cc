/**
 * What sharp makes of an uploaded image (decision 107): a fallback in the
 * uploaded format at the uploaded dimensions, and AVIF and WebP copies at a
 * few widths for `srcset`, never wider than the original. Every output is
 * turned upright, converted to sRGB (a CMYK print file too) and carries no
 * metadata: a phone photo's EXIF GPS position never reaches a visitor.
 *
 * sharp decodes and encodes on libvips threads, off the event loop; files go
 * in and out through a temporary directory, so no whole image sits in the
 * JavaScript heap and other requests keep being answered meanwhile.
 */
import path from 'node:path'
import sharp from 'sharp'

// One libvips thread per image and no operation cache: the server shares two cores with its
// requests, and a cache of decoded 24-megapixel photos would hold hundreds of MB.
sharp.concurrency(1)
sharp.cache(false)

/** The widths offered in `srcset`: a phone (1× and 2×), a column, a wide screen. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]
/** 40 megapixels: an 8000 × 5000 photo passes, a small file that decodes to gigabytes does not. */
export const MAX_INPUT_PIXELS = 40_000_000
/** The widest fallback (the `src` of browsers without AVIF or WebP): a large screen at 1.5×. */
export const FALLBACK_MAX_WIDTH = 2400

export class ImageRefused extends Error {}

export interface PreparedFile {
  path: string
  width: number
  height: number
}

export interface PreparedImage {
  /** The upright image's own dimensions, kept on its row whatever the fallback's. */
  width: number
  height: number
  fallback: PreparedFile
  variants: Array<PreparedFile & { format: VariantFormat }>
}

/** The widths made for an image `width` pixels wide: the standard ones below it, and itself when narrower than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width)
  if (width <= VARIANT_WIDTHS.at(-1)!) widths.push(width)
  return widths
}

const open = (input: string) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient()

/**
 * Reads the image at `input` and writes its fallback and variants into `dir`.
 * Throws ImageRefused, with `messages`' wording, for an image too large once
 * decoded, an animated one, or one sharp cannot read.
 */
export async function prepareImage(
  input: string,
  dir: string,
  messages: { tooManyPixels: string; animated: string; unreadable: string },
): Promise<PreparedImage> {
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefused(messages.unreadable)
    })
  if ((metadata.pages ?? 1) > 1) throw new ImageRefused(messages.animated)
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw new ImageRefused(messages.tooManyPixels)
  try {
    // The fallback: the uploaded format, at most FALLBACK_MAX_WIDTH wide (a 6000-px original is
    // never what a page needs, and its dimensions stay on the item's row).
    const fallbackPath = path.join(dir, 'fallback')
    const pipeline = open(input)
      .resize({ width: FALLBACK_MAX_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
    const encoded =
      metadata.format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : metadata.format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true })
    const info = await encoded.toFile(fallbackPath)
    const fallback = { path: fallbackPath, width: info.width, height: info.height }
    // The variants come from one decoded copy at the largest variant width, in libvips' own
    // uncompressed format: the original is decoded twice in all, not once per variant.
    const base = path.join(dir, 'base.v')
    await open(input)
      .resize({ width: VARIANT_WIDTHS.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .toFile(base)
    const variants: PreparedImage['variants'] = []
    for (const width of variantWidths(info.width))
      for (const format of VARIANT_FORMATS) {
        const file = path.join(dir, `${width}.${format}`)
        const resized = sharp(base).resize({ width, withoutEnlargement: true })
        const out = await (
          format === 'avif'
            ? resized.avif({ quality: 50, effort: 2 })
            : resized.webp({ quality: 72, effort: 3 })
        ).toFile(file)
        variants.push({ path: file, format, width: out.width, height: out.height })
      }
    const { width, height } = metadata.autoOrient
    return { width, height, fallback, variants }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRefused(messages.tooManyPixels)
    throw error
  }
}
