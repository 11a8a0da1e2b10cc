import { useEffect, useRef, useState } from 'react'

/** The author's photo, or their initial when it is missing or fails to load. */
export function TestimonialAvatar({ src, author }: { src: string | null; author: string }) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    // An error before hydration has no React listener: read the element's state.
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground">
      <span aria-hidden="true">{author.trim().charAt(0).toUpperCase()}</span>
      {src && !failed && (
        <img
          ref={ref}
          src={src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  )
}
