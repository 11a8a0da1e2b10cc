import { useEffect, useRef, useState } from 'react'

/** A small logo preview; a missing or broken image shows the name's first letter instead (back-office §2). */
export function ImageOrInitial({ src, name }: { src: unknown; name: string }) {
  const [broken, setBroken] = useState(!src)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event too early for React.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setBroken(true)
  }, [])
  if (broken) {
    return (
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-md bg-secondary font-semibold text-secondary-foreground"
      >
        {name.charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      ref={image}
      src={String(src)}
      alt=""
      width={80}
      height={40}
      className="h-10 w-20 object-contain"
      onError={() => setBroken(true)}
    />
  )
}
