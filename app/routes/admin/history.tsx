import { useCsrfToken } from '~/admin/use-csrf-token'
import { ArrowLeft, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
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

/** An item's versions, newest first, each with what its save changed, field by field. */
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
      <ol id="versions" className="grid gap-4">
        {versions.map((version, index) => (
          <li key={version.id} className="grid gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                <time dateTime={version.createdAt} className="font-medium">
                  {version.createdAt.slice(0, 16).replace('T', ' ')} UTC
                </time>{' '}
                <span className="text-muted-foreground">
                  {t(index === 0 ? 'admin.history.current' : 'admin.history.by', {
                    actor: version.actor ?? '',
                  })}
                  {version.restoredFrom ? ` · ${t('admin.history.wasRestore')}` : ''}
                </span>
              </p>
              {index > 0 ? (
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
            {version.changes.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('admin.history.noChange')}</p>
            ) : (
              <dl className="grid gap-2 text-sm">
                {version.changes.map((change) => (
                  <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                    <dt className="font-mono text-xs break-all">{change.field}</dt>
                    <dd className="grid min-w-0 gap-1">
                      {change.before ? (
                        <del className="rounded bg-destructive/10 px-1 break-words whitespace-pre-wrap">
                          <span className="sr-only">{t('admin.history.before')} </span>
                          {change.before}
                        </del>
                      ) : null}
                      {change.after ? (
                        <ins className="rounded bg-primary/10 px-1 break-words whitespace-pre-wrap no-underline">
                          <span className="sr-only">{t('admin.history.after')} </span>
                          {change.after}
                        </ins>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
