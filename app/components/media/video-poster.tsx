import { cn } from '~/utils/cn'
import type { SiteVideo as ProjectVideo } from './media-manifest'
import { PHONE_CUT_MEDIA } from './tour-sources'

const FORMATS = ['avif', 'webp'] as const

/** The `poster` attribute of a project video: its smallest WebP (the overlay shows the sharp one). */
export function posterAttribute(video: ProjectVideo): string {
  return `/media/videos/${video.name}-poster-${Math.min(...video.poster.widths)}.webp`
}

/** A tour's designed poster as a lazy, decorative `<picture>` (AVIF, WebP, JPEG). */
export function VideoPoster({ video, className }: { video: ProjectVideo; className?: string }) {
  const base = `/media/videos/${video.name}-poster`
  const sizes = '(min-width: 1024px) 1024px, 100vw'
  const phone = video.phone
  return (
    <picture>
      {/* The phone cut's own poster, where the player plays that cut. */}
      {phone &&
        FORMATS.map((format) => (
          <source
            key={`phone-${format}`}
            media={PHONE_CUT_MEDIA}
            type={`image/${format}`}
            srcSet={phone.poster.widths
              .map((w) => `/media/videos/${video.name}-phone-poster-${w}.${format} ${w}w`)
              .join(', ')}
            sizes="100vw"
            width={phone.poster.width}
            height={phone.poster.height}
          />
        ))}
      {FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={video.poster.widths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ')}
          sizes={sizes}
        />
      ))}
      <img
        src={`/media/videos/${video.name}.jpg`}
        alt=""
        width={video.poster.width}
        height={video.poster.height}
        loading="lazy"
        decoding="async"
        className={cn(className)}
      />
    </picture>
  )
}
