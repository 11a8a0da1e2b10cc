import { LoaderCircle, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'

type ImageState = 'loading' | 'loaded' | 'error'

/**
 * A solution's illustration (public-site §2 Solutions): a spinner while it
 * loads, an icon placeholder if it fails (the failure is logged, §8).
 *
 * The spinner sits under the image, so without JavaScript the loaded image
 * simply covers it. An image that settled before hydration (its load or error
 * event fired before React listened) is read from the element on mount.
 */
export function SolutionImage({
  src,
  alt,
  icon: Icon,
}: {
  src: string
  alt: string
  icon: LucideIcon
}) {
  const { t } = useTranslation('solutions')
  const hydrated = useHydrated()
  const [state, setState] = useState<ImageState>('loading')
  const imageRef = useRef<HTMLImageElement>(null)

  const failed = () => {
    console.warn(`Solution image failed to load: ${src}`)
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
    <div
      data-image-state={state}
      className="relative aspect-[3/2] w-full overflow-hidden rounded-3xl bg-muted"
    >
      {state === 'error' ? (
        <div
          role="img"
          aria-label={alt}
          data-testid="solution-image-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted-foreground"
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
          <img
            ref={imageRef}
            src={src}
            alt={alt}
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={failed}
            className="absolute inset-0 size-full object-cover"
          />
        </>
      )}
    </div>
  )
}
