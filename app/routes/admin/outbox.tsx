import { useTranslation } from 'react-i18next'
import { OutboxPagination } from '~/components/admin/outbox/outbox-pagination'
import { OutboxTable } from '~/components/admin/outbox/outbox-table'
import { i18n } from '~/i18n'
import type { Route } from './+types/outbox'

export { retryAction as action, outboxListLoader as loader } from '~/mail/outbox-pages.server'

export function meta() {
  return [{ title: `${i18n.t('admin.outbox.title')} | ${i18n.t('admin.meta.title')}` }]
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { rows, page, pageCount, total } = loaderData
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('admin.outbox.title')}</h1>
        <p className="text-muted-foreground">{t('admin.outbox.description')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">
          {t('admin.outbox.empty')}
        </p>
      ) : (
        <OutboxTable rows={rows} page={page} pageCount={pageCount} total={total} />
      )}
      <OutboxPagination page={page} pageCount={pageCount} />
    </div>
  )
}
