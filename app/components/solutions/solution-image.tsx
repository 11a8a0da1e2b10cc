import { LoaderCircle, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ResponsiveImage,
  productImage,
  type ProductImageName,
} from '~/components/media/responsive-image'
import { useHydrated } from '~/utils/use-hydrated'

type ImageState = 'loading' | 'loaded' | 'error'

/**
 * A solution's image (public-site §2 Solutions), a product screen from the
 * media studio: a spinner while it loads, an icon placeholder if it fails
 * (the failure is logged, §8).
 *
 * The spinner sits under the image, so without JavaScript the loaded image
 * simply covers it. An image that settled before hydration (its load or error
 * event fired before React listened) is read from the element on mount.
 */
export function SolutionImage({
  image: name,
  alt,
  icon: Icon,
}: {
  image: ProductImageName
  alt: string
  icon: LucideIcon
}) {
  const image = productImage(name)
  const { t } = useTranslation('solutions')
  const hydrated = useHydrated()
  const [state, setState] = useState<ImageState>('loading')
  const imageRef = useRef<HTMLImageElement>(null)

  const failed = () => {
    console.warn(
      `Solution image failed to load: ${imageRef.current?.currentSrc || `/media/product/${image.name}.jpg`}`,
    )
    setState('error')
  }

  useEffect(() => {
    const image = imageRef.current
    if (!image?.complete) return
    if (image.naturalWidth > 0) setState('loaded')
    else failed()
    // Only once, for what happened before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div data-image-state={state} className="relative w-full overflow-hidden rounded-3xl bg-muted">
      {state === 'error' ? (
        <div
          role="img"
          aria-label={alt}
          data-testid="solution-image-placeholder"
          className="flex aspect-[3/2] flex-col items-center justify-center gap-3 text-muted-foreground"
        >
          <Icon aria-hidden="true" className="size-16 text-brand-teal" />
          <span aria-hidden="true" className="text-sm">
            {t('common.imageError')}
          </span>
        </div>
      ) : (
        <>
          {state === 'loading' && (
            <div
              data-testid="solution-image-spinner"
              className="absolute inset-0 flex items-center justify-center"
            >
              <LoaderCircle
                aria-hidden="true"
                className="size-10 animate-spin text-primary motion-reduce:animate-none"
              />
              {/* Announced only where it can end: without JavaScript it never would. */}
              {hydrated && <span className="sr-only">{t('common.imageLoading')}</span>}
            </div>
          )}
          <ResponsiveImage
            ref={imageRef}
            image={image}
            alt={alt}
            sizes="(min-width: 1024px) 560px, (min-width: 640px) 90vw, 100vw"
            onLoad={() => setState('loaded')}
            onError={failed}
            pictureClassName="relative block"
          />
        </>
      )}
    </div>
  )
}
