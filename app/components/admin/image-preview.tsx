import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

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
        toast.error(t('admin.customerLogos.imageErrorTitle'), {
          id: 'image-error',
          description: t('admin.customerLogos.imageErrorBody'),
        })
      }}
    />
  )
}
