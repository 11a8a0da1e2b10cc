import { cn } from '~/utils/cn'
import type { SiteVideo as ProjectVideo } from './media-manifest'

const FORMATS = ['avif', 'webp'] as const

/** The `poster` attribute of a project video: its smallest WebP (the overlay shows the sharp one). */
export function posterAttribute(video: ProjectVideo): string {
  return `/media/videos/${video.name}-poster-${Math.min(...video.poster.widths)}.webp`
}

/** A tour's designed poster as a lazy, decorative `<picture>` (AVIF, WebP, JPEG). */
export function VideoPoster({ video, className }: { video: ProjectVideo; className?: string }) {
  const base = `/media/videos/${video.name}-poster`
  const sizes = '(min-width: 1024px) 1024px, 100vw'
  return (
    <picture>
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
