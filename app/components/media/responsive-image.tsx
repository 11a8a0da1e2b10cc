import type * as React from 'react'
import { cn } from '~/utils/cn'
import type { SiteImage, SiteMedia } from './media-manifest'
import data from './site-media.json'

const siteMediaData = data as SiteMedia

export type ProductImageName =
  | 'pathway-builder'
  | 'dashboard-window'
  | 'clinician-dashboard'
  | 'patient-app'
  | 'form-builder'
  | 'scheduling'
  | 'fhir-integration'
  | 'analytics'

/** The manifest entry of a product image; throws for a name the studio never rendered. */
export function productImage(name: ProductImageName): SiteImage {
  const entry = siteMediaData.images.find((image) => image.name === name)
  if (!entry) throw new Error(`No product image "${name}": run npm run media`)
  return entry
}

const FORMATS = ['avif', 'webp'] as const

function srcSet(base: string, widths: number[], format: string): string {
  return widths.map((width) => `${base}-${width}.${format} ${width}w`).join(', ')
}

/**
 * The generated cover of a resource (npm run media): its type's, in its
 * category where that category has its own. Null before the studio made any.
 */
export function resourceCover(type: string, categorySlug: string | null): SiteImage | null {
  const covers = siteMediaData.covers
  if (!covers || !covers.types.includes(type)) return null
  const inCategory = categorySlug !== null && covers.categories.includes(categorySlug)
  return {
    name: inCategory ? `${type}--${categorySlug}` : type,
    width: covers.width,
    height: covers.height,
    widths: covers.widths,
  }
}

/** A phone screen is shown at its own size (class, sizes): full width it would fill a column. */
const ownSize: Partial<Record<string, { className: string; sizes: string }>> = {
  'patient-app': { className: 'mx-auto max-w-[340px]', sizes: '340px' },
}

/** The narrow-screen crop is used below this width (Tailwind's `sm`). */
const DETAIL_MEDIA = '(max-width: 639px)'

type ImgProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
>

/**
 * A `<picture>` of a product image: AVIF then WebP at every rendered width,
 * the JPEG fallback, explicit width and height (no layout shift), lazy unless
 * `priority` (the hero's largest element: eager and fetchpriority high).
 * Below 640 px it shows the image's detail crop, where one was rendered, so
 * the text in it stays readable. `decorative` images have an empty alt.
 */
export function ResponsiveImage({
  image,
  dir = '/media/product',
  sizes,
  priority = false,
  decorative = false,
  alt,
  className,
  pictureClassName,
  inlineBelow,
  ...props
}: ImgProps & {
  image: SiteImage
  /** Where its files are: `{dir}/{name}-{w}.{avif|webp}` and `{dir}/{name}.jpg`. */
  dir?: string
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  priority?: boolean
  decorative?: boolean
  pictureClassName?: string
  /** The alternative text, in the page's language (ignored when decorative). */
  alt?: string
  /** An AVIF data URI shown below viewport `width` instead of a request (the page's LCP image). */
  inlineBelow?: { src: string; width: number }
}) {
  const base = `${dir}/${image.name}`
  const detail = image.detail
  return (
    <picture className={pictureClassName} data-product-image={image.name}>
      {detail &&
        FORMATS.map((format) => (
          <source
            key={`detail-${format}`}
            media={DETAIL_MEDIA}
            type={`image/${format}`}
            srcSet={srcSet(`${base}-detail`, detail.widths, format)}
            sizes={ownSize[image.name]?.sizes ?? '100vw'}
            width={detail.width}
            height={detail.height}
          />
        ))}
      {/* Phones and tablets take the inlined copy first: no request before the picture shows. */}
      {inlineBelow ? (
        <source
          media={`(max-width: ${inlineBelow.width - 1}px)`}
          type="image/avif"
          srcSet={inlineBelow.src}
          width={image.width}
          height={image.height}
        />
      ) : null}
      {FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSet(base, image.widths, format)}
          sizes={ownSize[image.name]?.sizes ?? sizes}
          width={image.width}
          height={image.height}
        />
      ))}
      <img
        {...props}
        src={`${base}.jpg`}
        alt={decorative ? '' : alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={cn('h-auto w-full', ownSize[image.name]?.className, className)}
      />
    </picture>
  )
}
