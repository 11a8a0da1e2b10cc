import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LibraryImageChoice } from './rich-text-image'

interface LibraryImage {
  id: string
  name: string
  url: string
  width: number | null
  height: number | null
  alt: string
  decorative: boolean
  variants: Array<{ format: string; width: number; url: string }>
}

/**
 * The media library's images in a modal dialog (GET /api/media, the session's
 * cookie goes with it): choosing one hands its address, alt text and size to
 * the editor. An image without alt text (and not marked decorative) cannot be
 * chosen: a public page would not show it; the library is where it gets one.
 */
export function LibraryImagePicker({
  onChoose,
  onClose,
}: {
  onChoose: (image: LibraryImageChoice) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [images, setImages] = useState<LibraryImage[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    dialog.current?.showModal()
    let current = true
    fetch('/api/media?kind=image', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((list: LibraryImage[]) => current && setImages(list))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [])

  const thumbnail = (image: LibraryImage) =>
    image.variants.find((variant) => variant.format === 'webp')?.url ?? image.url

  return (
    <dialog
      ref={dialog}
      aria-labelledby="library-image-picker-title"
      onClose={onClose}
      className="m-auto max-h-[80vh] w-[min(40rem,calc(100vw-2rem))] rounded-lg border bg-background p-4 text-foreground backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="library-image-picker-title" className="text-lg font-semibold">
          {t('admin.resources.editor.imagePicker.title')}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-sm px-2 py-1 text-sm underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('admin.resources.editor.imagePicker.close')}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {t('admin.resources.editor.imagePicker.failed')}
        </p>
      ) : images === null ? (
        <p className="mt-4 text-sm">{t('admin.resources.editor.imagePicker.loading')}</p>
      ) : images.length === 0 ? (
        <p className="mt-4 text-sm">{t('admin.resources.editor.imagePicker.empty')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image) => {
            const ready = image.decorative || image.alt.trim() !== ''
            return (
              <li key={image.id}>
                <button
                  type="button"
                  disabled={!ready}
                  onClick={() => {
                    onChoose({
                      src: image.url,
                      alt: image.decorative ? '' : image.alt,
                      width: image.width,
                      height: image.height,
                    })
                    dialog.current?.close()
                  }}
                  className="grid w-full gap-1 rounded-md border p-1 text-left text-xs hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
                >
                  <img
                    src={thumbnail(image)}
                    alt=""
                    width={image.width ?? undefined}
                    height={image.height ?? undefined}
                    loading="lazy"
                    className="aspect-[3/2] h-auto w-full rounded-sm object-cover"
                  />
                  <span className="font-medium break-all">{image.name}</span>
                  <span>
                    {ready
                      ? image.alt || t('admin.resources.editor.imagePicker.decorative')
                      : t('admin.resources.editor.imagePicker.needsAlt')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </dialog>
  )
}
