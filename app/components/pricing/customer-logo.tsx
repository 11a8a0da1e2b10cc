import { useCallback, useState } from 'react'
import type { CustomerLogoView } from '~/pricing/pricing.server'

/**
 * A customer's logo, or its name when the logo has no image or fails to load
 * (public-site §2, §8: logged, fallback shown). An image that failed before
 * hydration is caught by the ref check.
 */
export function CustomerLogo({ logo }: { logo: CustomerLogoView }) {
  const [failed, setFailed] = useState(!logo.src)
  const fail = useCallback(() => {
    console.warn(`Customer logo failed to load: ${logo.src}`)
    setFailed(true)
  }, [logo.src])
  const check = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail()
    },
    [fail],
  )
  if (failed)
    return (
      <span
        data-testid="logo-name"
        className="text-center text-lg font-semibold text-muted-foreground"
      >
        {logo.name}
      </span>
    )
  return (
    <img
      ref={check}
      src={logo.src}
      alt={logo.alt}
      width={160}
      height={64}
      loading="lazy"
      onError={fail}
      className="h-12 w-auto max-w-full object-contain"
    />
  )
}
