/**
 * What `npm run media` rendered (public/media/product/manifest.json): the
 * product images and the product tours, with their sizes, alt texts, posters
 * and captions. The studio (media/render.ts) writes it with these types, and
 * beside it the slice the pages need (site-media.json: no texts, which come
 * from the locale files), so the browser downloads a few hundred bytes of it.
 */

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
  detail?: { width: number; height: number; widths: number[]; smallestText?: number }
  /** The mock screen it shows (media/screens.ts): a screen may serve two images at most. */
  screen?: string
  /**
   * The font size of its smallest visible label, in the image's own pixels
   * (measured by the studio in the rendered screen): shown at a width w, the
   * label reads smallestText × w / width CSS pixels.
   */
  smallestText?: number
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
  /**
   * The portrait cut for phones (below 640 px): the same timeline and captions,
   * laid out for a narrow screen. `/media/videos/{name}-phone.mp4`.
   */
  phone?: {
    src: string
    width: number
    height: number
    bytes: number
    poster: { fallback: string; width: number; height: number; widths: number[] }
  }
}

/**
 * The resource covers: `/media/covers/{type}[--{category}]-{w}.{avif|webp}`
 * and `.jpg`, all of one size. A category not listed uses the type's own cover.
 */
export interface CoverSet {
  width: number
  height: number
  widths: number[]
  types: string[]
  categories: string[]
}

export interface MediaManifest {
  images: ProductImageEntry[]
  videos: ProjectVideoEntry[]
  covers?: CoverSet
}

/** What the pages need of an image: its sizes and widths. */
export type SiteImage = Pick<ProductImageEntry, 'name' | 'width' | 'height' | 'widths' | 'detail'>

type SitePoster = Omit<ProjectVideoEntry['poster'], 'fallback'>

/** What the pages need of a tour: where it is, its captions and poster widths, its phone cut. */
export type SiteVideo = Pick<
  ProjectVideoEntry,
  'name' | 'src' | 'width' | 'height' | 'captions'
> & {
  poster: SitePoster
  phone?: { src: string; width: number; height: number; poster: SitePoster }
}

export interface SiteMedia {
  images: SiteImage[]
  videos: SiteVideo[]
  covers?: CoverSet
}

/** The slice of the manifest the pages import (app/components/media/site-media.json). */
export function siteMedia(manifest: MediaManifest): SiteMedia {
  return {
    images: manifest.images.map(({ name, width, height, widths, detail }) =>
      detail
        ? {
            name,
            width,
            height,
            widths,
            detail: { width: detail.width, height: detail.height, widths: detail.widths },
          }
        : { name, width, height, widths },
    ),
    videos: manifest.videos.map(({ name, src, width, height, captions, poster, phone }) => ({
      name,
      src,
      width,
      height,
      captions,
      poster: { width: poster.width, height: poster.height, widths: poster.widths },
      ...(phone
        ? {
            phone: {
              src: phone.src,
              width: phone.width,
              height: phone.height,
              poster: {
                width: phone.poster.width,
                height: phone.poster.height,
                widths: phone.poster.widths,
              },
            },
          }
        : {}),
    })),
    ...(manifest.covers ? { covers: manifest.covers } : {}),
  }
}
