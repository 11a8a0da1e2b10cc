import { useCsrfToken } from '~/admin/use-csrf-token'
import { useTranslation } from 'react-i18next'
import { Form, useActionData } from 'react-router'
import { MediaItemCard } from '~/components/media-library/media-item-card'
import { MediaUploader } from '~/components/media-library/media-uploader'
import { Button } from '~/components/ui/button'
import { i18n } from '~/i18n'
import { mediaKinds } from '~/media/media-schema'
import type { Route } from './+types/media'

export { action, loader } from '~/media/media-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.media.title')} | ${i18n.t('admin.meta.title')}` }]
}

/** The media library (decision 110): a grid on wide screens, a list on phones. */
export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const { items, search, kind } = loaderData
  const refused = useActionData<{ refused?: { id: string; message: string } }>()?.refused
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t('admin.media.title')}</h1>
        <p className="text-muted-foreground">{t('admin.media.intro')}</p>
      </div>
      <MediaUploader csrfToken={csrfToken} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 flex-1 gap-1 text-sm">
          {t('admin.media.search')}
          <input
            type="search"
            name="q"
            defaultValue={search}
            className="w-full min-w-0 rounded-md border px-2 py-1"
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('admin.media.kind')}
          <select name="kind" defaultValue={kind} className="rounded-md border px-2 py-1">
            <option value="">{t('admin.media.allKinds')}</option>
            {mediaKinds.map((value) => (
              <option key={value} value={value}>
                {t(`admin.media.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" size="sm">
          {t('admin.media.filter')}
        </Button>
      </Form>
      {items.length === 0 ? (
        <p>{t('admin.media.empty')}</p>
      ) : (
        <ul
          aria-label={t('admin.media.title')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {items.map((item) => (
            <MediaItemCard
              key={item.id}
              item={item}
              csrfToken={csrfToken}
              refusal={refused?.id === item.id ? refused.message : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
