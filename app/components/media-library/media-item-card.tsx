import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Form, Link } from 'react-router'
import { useAdminDateTime } from '~/components/admin/admin-time'
import { Button } from '~/components/ui/button'
import { MediaDeleteForm } from './media-delete-form'
import type { MediaItem } from '~/media/library.server'
import { fileSize as size } from '~/utils/file-size'

/** Who uploaded a file, in words: the seed (null), the back office ('admin') or an API token ('token:name'). */
function uploaderName(uploadedBy: string | null, t: TFunction) {
  if (uploadedBy === null) return t('admin.history.bySeed')
  if (uploadedBy.startsWith('token:'))
    return t('admin.history.byToken', { name: uploadedBy.slice('token:'.length) })
  return t('admin.history.byBackOffice')
}

/** The smallest WebP variant as the thumbnail (every browser that runs the back office shows it). */
const thumbnailOf = (item: MediaItem) =>
  item.variants.find((variant) => variant.format === 'webp')?.url ?? item.url

/**
 * One library item: its thumbnail, what it is, where it is used, and a form
 * for its alt text and focal point. A click on the image moves the focal
 * point there; without JavaScript the two numbers are typed.
 */
export function MediaItemCard({
  item,
  csrfToken,
  refusal,
}: {
  item: MediaItem
  csrfToken: string
  /** Why deleting it was just refused (where it is used), shown until the next action. */
  refusal?: string
}) {
  const { t } = useTranslation()
  const dateTime = useAdminDateTime()
  const [focal, setFocal] = useState({
    x: Math.round(item.focalPoint.x * 100),
    y: Math.round(item.focalPoint.y * 100),
  })
  const id = `media-${item.id}`
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 max-sm:flex-row max-sm:items-start">
      {item.kind === 'image' ? (
        <div className="relative w-full max-sm:w-24 max-sm:shrink-0">
          <button
            type="button"
            aria-label={t('admin.media.focalPoint')}
            className="block w-full cursor-crosshair"
            onClick={(event) => {
              // A keyboard's click has no position: the two numbers below are its way.
              if (event.detail === 0) return
              const box = event.currentTarget.getBoundingClientRect()
              setFocal({
                x: Math.round(((event.clientX - box.left) / box.width) * 100),
                y: Math.round(((event.clientY - box.top) / box.height) * 100),
              })
            }}
          >
            <img
              src={thumbnailOf(item)}
              alt=""
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              loading="lazy"
              className="h-auto w-full rounded bg-muted"
            />
          </button>
          <span
            aria-hidden
            className="pointer-events-none absolute size-3 -translate-1/2 rounded-full border-2 border-white bg-primary"
            style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          />
        </div>
      ) : null}
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-medium break-all">
          <a href={item.url}>{item.name}</a>
        </p>
        <p className="text-muted-foreground">
          {t(`admin.media.kinds.${item.kind}`)} · {size(item.size)}
          {item.width ? ` · ${item.width} × ${item.height}` : ''}
        </p>
        <p className="text-muted-foreground">
          {t('admin.media.uploaded', {
            who: uploaderName(item.uploadedBy, t),
            date: dateTime(item.uploadedAt),
          })}
        </p>
        <div>
          <p className="font-medium">{t('admin.media.usedBy')}</p>
          {item.usedBy.length === 0 ? (
            <p className="text-muted-foreground">{t('admin.media.unused')}</p>
          ) : (
            <ul className="list-disc pl-5">
              {item.usedBy.map((use) => (
                <li key={`${use.type}-${use.id}`}>
                  {use.typeName}{' '}
                  <Link to={use.adminUrl} className="font-medium underline">
                    {use.title}
                  </Link>
                  <span className="text-muted-foreground">
                    {' '}
                    ({use.fields.join(', ')}){use.inTrash ? ` · ${t('admin.media.inTrash')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {item.kind === 'image' ? (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="id" value={item.id} />
            <label htmlFor={`${id}-alt`} className="font-medium">
              {t('admin.media.alt')}
            </label>
            <input
              id={`${id}-alt`}
              name="alt"
              defaultValue={item.alt}
              className="w-full min-w-0 rounded-md border px-2 py-1"
            />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="decorative" defaultChecked={item.decorative} />
              {t('admin.media.decorative')}
            </label>
            <fieldset className="flex min-w-0 flex-wrap gap-2">
              <legend className="font-medium">{t('admin.media.focalPoint')}</legend>
              {(['x', 'y'] as const).map((axis) => (
                <label key={axis} className="flex items-center gap-1">
                  {axis.toUpperCase()}
                  <input
                    type="number"
                    min={0}
                    max={100}
                    name={axis === 'x' ? 'focalX' : 'focalY'}
                    value={focal[axis]}
                    onChange={(event) =>
                      setFocal({ ...focal, [axis]: Number(event.currentTarget.value) })
                    }
                    className="w-16 rounded-md border px-2 py-1"
                  />
                  %
                </label>
              ))}
            </fieldset>
            <Button type="submit" size="sm" className="justify-self-start">
              {t('admin.media.save')}
            </Button>
          </Form>
        ) : null}
        {item.kind === 'image' ? (
          <Form
            method="post"
            action={`/admin/media/${item.id}/replace`}
            encType="multipart/form-data"
            className="grid gap-2 border-t pt-2"
          >
            <input type="hidden" name="csrf" value={csrfToken} />
            <label htmlFor={`${id}-replace`} className="font-medium">
              {t('admin.media.replace')}
            </label>
            <p id={`${id}-replace-help`} className="text-muted-foreground">
              {t('admin.media.replaceHelp')}
            </p>
            <input
              id={`${id}-replace`}
              type="file"
              name="file"
              required
              accept="image/png,image/jpeg,image/webp"
              aria-describedby={`${id}-replace-help`}
              className="w-full min-w-0"
            />
            <Button type="submit" size="sm" variant="outline" className="justify-self-start">
              {t('admin.media.replaceButton')}
            </Button>
          </Form>
        ) : null}
        <MediaDeleteForm item={item} csrfToken={csrfToken} refusal={refusal} />
      </div>
    </li>
  )
}
