import { cn } from '~/utils/cn'

/** A library image as a public page shows it (app/media/pictures.server.ts). */
export interface LibraryPicture {
  src: string
  width: number
  height: number
  /** Empty for an image marked decorative. */
  alt: string
  focalPoint: { x: number; y: number }
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcSet: string }>
}

/**
 * AVIF, then WebP, then the fallback: the browser takes the first it can
 * show, at the width `sizes` asks for. Its width and height reserve the box
 * before it loads; a crop (`object-cover`) keeps the focal point in view.
 */
export function LibraryPictureImage({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: LibraryPicture
  sizes: string
  /** Above the fold: loaded at once. Otherwise lazily. */
  priority?: boolean
  className?: string
}) {
  const { x, y } = picture.focalPoint
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={{ objectPosition: `${Math.round(x * 100)}% ${Math.round(y * 100)}%` }}
        className={cn(className)}
      />
    </picture>
  )
}
