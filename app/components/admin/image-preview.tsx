import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '~/components/ui/toast'

/**
 * The logo form's preview: hides itself and says so ('Image error') when the
 * image cannot load, also when it failed before the page was hydrated (the
 * edit page opening with a broken URL): the element is read on mount.
 */
export function ImagePreview({ src }: { src: unknown }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState<string>()
  const fail = useCallback(
    (url: string) => {
      setFailed(url)
      void showToast('error', t('admin.customerLogos.imageErrorTitle'), {
        id: 'image-error',
        description: t('admin.customerLogos.imageErrorBody'),
      })
    },
    [t],
  )
  // An image that settled before hydration fired its error event unseen.
  const settled = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src'))
        fail(image.getAttribute('src')!)
    },
    [fail],
  )
  if (typeof src !== 'string' || !src || failed === src) return null
  return (
    <img
      key={src}
      ref={settled}
      src={src}
      alt=""
      width={160}
      height={80}
      data-testid="image-preview"
      className="h-20 w-40 rounded-md border object-contain p-2"
      onError={() => fail(src)}
    />
  )
}
