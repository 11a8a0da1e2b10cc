/**
 * What `npm run media` rendered (public/media/product/manifest.json): the
 * product images and the product tours, with their sizes, alt texts, posters
 * and captions. The studio (media/render.ts) writes it with these types.
 */
import manifest from '../../../public/media/product/manifest.json'

export interface ProductImageEntry {
  name: string
  /** English alternative text (pages pass their own translation). */
  alt: string
  /** Pixel size of the largest rendition (its aspect ratio is the image's). */
  width: number
  height: number
  /** `/media/product/{name}-{w}.{avif|webp}` exist for each width. */
  widths: number[]
  /** `/media/product/{name}.jpg` */
  fallback: string
  /** A crop for narrow screens: `/media/product/{name}-detail-{w}.{avif|webp}`. */
  detail?: { width: number; height: number; widths: number[] }
}

export interface ProjectVideoEntry {
  name: string
  /** `/media/videos/{name}.mp4` */
  src: string
  title: string
  description: string
  duration: number
  width: number
  height: number
  bytes: number
  /** `/media/videos/{name}.vtt` */
  captions: string
  /** `/media/videos/{name}-poster-{w}.{avif|webp}` and the JPEG fallback. */
  poster: { fallback: string; width: number; height: number; widths: number[] }
}

export interface MediaManifest {
  images: ProductImageEntry[]
  videos: ProjectVideoEntry[]
}

export const mediaManifest = manifest as MediaManifest
