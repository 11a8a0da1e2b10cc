import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useActionData, useRevalidator } from 'react-router'
import { useHydrated } from '~/utils/use-hydrated'

interface Upload {
  name: string
  percent: number
  done?: boolean
  error?: string
}

/** Sends one file to POST /api/uploads (the session's cookie goes with it), reporting progress. */
function send(file: File, onProgress: (percent: number) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/uploads')
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
    request.onload = () => {
      if (request.status === 201) return resolve(undefined)
      try {
        const body = JSON.parse(request.responseText) as {
          message?: string
          errors?: { file?: string[] }
        }
        resolve(body.errors?.file?.[0] ?? body.message ?? String(request.status))
      } catch {
        resolve(String(request.status))
      }
    }
    request.onerror = () => resolve('Network error')
    const form = new FormData()
    form.set('file', file)
    request.send(form)
  })
}

/**
 * Several files at once, dropped on the zone or chosen with the picker; each
 * goes to the library with its own progress bar, one after the other (the
 * server makes an image's variants meanwhile). Without JavaScript it is a
 * plain form: the chosen files go together to the page's action.
 */
export function MediaUploader({ csrfToken }: { csrfToken: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const refused = useActionData<{ uploadRefused?: string[] }>()?.uploadRefused
  const revalidator = useRevalidator()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [over, setOver] = useState(false)
  async function upload(files: File[]) {
    const start = uploads.length
    setUploads((list) => [...list, ...files.map((file) => ({ name: file.name, percent: 0 }))])
    const update = (index: number, change: Partial<Upload>) =>
      setUploads((list) =>
        list.map((entry, at) => (at === start + index ? { ...entry, ...change } : entry)),
      )
    for (const [index, file] of files.entries()) {
      const error = await send(file, (percent) => update(index, { percent }))
      update(index, { percent: 100, done: true, error })
    }
    await revalidator.revalidate()
  }
  return (
    <section aria-labelledby="media-upload-heading" className="space-y-3">
      <h2 id="media-upload-heading" className="text-lg font-semibold">
        {t('admin.media.upload.heading')}
      </h2>
      <Form method="post" encType="multipart/form-data" className="grid gap-2">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="upload" />
        {/* Dropping is the pointer's shortcut; the file picker inside is the keyboard's way. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <label
          onDragOver={(event) => {
            event.preventDefault()
            setOver(true)
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault()
            setOver(false)
            void upload([...event.dataTransfer.files])
          }}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? 'border-primary bg-muted' : ''}`}
        >
          {t('admin.media.upload.drop')}
          <input
            type="file"
            name="files"
            multiple
            accept="image/png,image/jpeg,image/webp,application/pdf,text/vtt,.vtt"
            className="max-w-full min-w-0 text-sm"
            onChange={(event) => hydrated && void upload([...(event.currentTarget.files ?? [])])}
          />
        </label>
        {refused ? (
          <ul role="alert" className="grid gap-1 text-sm text-destructive">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {hydrated ? null : (
          <button
            type="submit"
            className="justify-self-start rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent"
          >
            {t('admin.media.upload.submit')}
          </button>
        )}
      </Form>
      {uploads.length > 0 ? (
        <ul className="space-y-2" aria-live="polite">
          {uploads.map((entry, index) => (
            <li key={index} className="grid gap-1 text-sm">
              <span>
                {entry.name}:{' '}
                {entry.error ??
                  (entry.done
                    ? t('admin.media.upload.done')
                    : entry.percent === 100
                      ? t('admin.media.upload.processing')
                      : `${entry.percent}%`)}
              </span>
              <progress max={100} value={entry.percent} aria-label={entry.name} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
