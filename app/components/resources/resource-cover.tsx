import { ResponsiveImage, resourceCover } from '~/components/media/responsive-image'
import {
  LibraryPictureImage,
  type LibraryPicture,
} from '~/components/media-library/library-picture'
import { cn } from '~/utils/cn'

/**
 * A resource's picture: an event's own image when it has one, otherwise the
 * generated cover of its type and category (npm run media). Decorative: the
 * title and type beside it say what it is. Its box is 16:9 before it loads.
 */
export function ResourceCover({
  type,
  categorySlug,
  imageSrc,
  picture,
  sizes,
  priority = false,
  inlineBelow,
  className,
}: {
  type: string
  categorySlug: string | null
  imageSrc?: string | null
  /** A library image chosen as the cover, with its alt text (decision 109): it comes first. */
  picture?: LibraryPicture | null
  sizes: string
  priority?: boolean
  /** The cover inlined for narrow screens (a detail page's; `inline-cover.server.ts`). */
  inlineBelow?: { src: string; width: number }
  className?: string
}) {
  const frame = cn('aspect-video w-full bg-muted object-cover', className)
  if (picture)
    return (
      <LibraryPictureImage picture={picture} sizes={sizes} priority={priority} className={frame} />
    )
  if (imageSrc)
    return (
      <img
        src={imageSrc}
        alt=""
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={frame}
      />
    )
  const cover = resourceCover(type, categorySlug)
  if (!cover) return null
  return (
    <ResponsiveImage
      image={cover}
      dir="/media/covers"
      sizes={sizes}
      priority={priority}
      inlineBelow={inlineBelow}
      decorative
      className={frame}
    />
  )
}
