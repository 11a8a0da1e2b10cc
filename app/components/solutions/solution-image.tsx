import { LoaderCircle, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  ResponsiveImage,
  productImage,
  type ProductImageName,
} from '~/components/media/responsive-image'

/**
 * A solution's image (public-site §2 Solutions), a product screen from the
 * media studio: a spinner while it loads, an icon placeholder if it fails
 * (the failure is logged, §8).
 *
 * Rendered by the server only, inside the page's kept parts (decision 155):
 * the browser follows the image's load with `watchImageStates`
 * (`solution-image-states.ts`), which needs none of these words. The
 * placeholder waits in a `<template>` (named by the alt text, with its icon),
 * and the spinner's spoken text stays `hidden` until a script can end it.
 * The spinner sits under the image, so without JavaScript the loaded image
 * simply covers it.
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
  return (
    <div
      data-image-state="loading"
      className="relative w-full overflow-hidden rounded-3xl bg-muted"
    >
      <template data-image-placeholder>
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
      </template>
      <div
        data-testid="solution-image-spinner"
        data-image-spinner
        className="absolute inset-0 flex items-center justify-center"
      >
        <LoaderCircle
          aria-hidden="true"
          className="size-10 animate-spin text-primary motion-reduce:animate-none"
        />
        {/* Announced only where it can end: without JavaScript it never would. */}
        <span className="sr-only" hidden data-image-loading-text>
          {t('common.imageLoading')}
        </span>
      </div>
      <ResponsiveImage
        image={image}
        alt={alt}
        sizes="(min-width: 1024px) 560px, (min-width: 640px) 90vw, 100vw"
        pictureClassName="relative block"
      />
    </div>
  )
}
