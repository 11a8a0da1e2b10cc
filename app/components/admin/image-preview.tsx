import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '~/components/ui/toast'

/** The logo form's preview: hides itself and says so when the image cannot load (back-office §2). */
export function ImagePreview({ src }: { src: unknown }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState<string>()
  if (typeof src !== 'string' || !src || failed === src) return null
  return (
    <img
      src={src}
      alt=""
      width={160}
      height={80}
      className="h-20 w-40 rounded-md border object-contain p-2"
      onError={() => {
        setFailed(src)
        void showToast('error', t('admin.customerLogos.imageErrorTitle'), {
          id: 'image-error',
          description: t('admin.customerLogos.imageErrorBody'),
        })
      }}
    />
  )
}
