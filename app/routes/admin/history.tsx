import { ArrowLeft, History as HistoryIcon, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { useCsrfToken } from '~/admin/use-csrf-token'
import { FieldChange } from '~/components/admin/history/field-change'
import { Button } from '~/components/ui/button'
import { i18n } from '~/i18n'
import type { Route } from './+types/history'

export { action, loader } from '~/content/history-page.server'

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${i18n.t('admin.history.title', { name: loaderData?.name ?? '' })} | ${i18n.t('admin.meta.title')}`,
    },
  ]
}

/** An item's versions, newest first, each with only what its save changed. */
export default function History({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const { versions, name, edit } = loaderData
  return (
    <div className="max-w-4xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={edit}>
          <ArrowLeft aria-hidden="true" />
          {t('admin.history.back')}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold break-words">{t('admin.history.title', { name })}</h1>
      {versions.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <HistoryIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('admin.history.emptyTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('admin.history.emptyBody')}</p>
        </div>
      ) : null}
      <ol id="versions" className="grid gap-4">
        {versions.map((version, index) => (
          <li key={version.id ?? 'original'} className="grid gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                <span className="font-medium">
                  {version.at ? <time dateTime={version.at}>{version.when}</time> : version.when}
                </span>
                {index === 0 ? ` · ${t('admin.history.currentLabel')}` : ''}
                <span className="block text-muted-foreground" data-testid="saved-by">
                  {t('admin.history.savedBy', { who: version.savedBy })}
                  {version.restoredFrom ? ` · ${t('admin.history.wasRestore')}` : ''}
                </span>
              </p>
              {index > 0 && version.id ? (
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrfToken} />
                  <input type="hidden" name="versionId" value={version.id} />
                  <Button type="submit" size="sm" variant="outline">
                    <RotateCcw aria-hidden="true" />
                    {t('admin.history.restore')}
                  </Button>
                </Form>
              ) : null}
            </div>
            {index === versions.length - 1 ? (
              <p className="text-sm text-muted-foreground">
                {t(version.original ? 'admin.history.originalBody' : 'admin.history.firstBody')}
              </p>
            ) : version.changes.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('admin.history.noChange')}</p>
            ) : (
              <dl className="grid gap-3 text-sm">
                {version.changes.map((change) => (
                  <FieldChange key={change.field} change={change} />
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
