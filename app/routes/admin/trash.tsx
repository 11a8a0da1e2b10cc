import { useCsrfToken } from '~/admin/use-csrf-token'
import { RotateCcw, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { AdminTime } from '~/components/admin/admin-time'
import { ListTable } from '~/components/admin/list-table'
import { RetentionPeriodForm } from '~/components/admin/retention-period-form'
import { contentType } from '~/content/registry'
import { i18n } from '~/i18n'
import type { Route } from './+types/trash'

export { action, loader } from '~/content/trash-page.server'

export function meta() {
  return [{ title: `${i18n.t('admin.trash.title')} | ${i18n.t('admin.meta.title')}` }]
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const csrfToken = useCsrfToken()
  const { items, retentionDays } = loaderData
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 id="trash-title" className="text-2xl font-semibold">
          {t('admin.trash.title')}
        </h1>
        <p className="text-muted-foreground">{t('admin.trash.description', { retentionDays })}</p>
      </div>
      <RetentionPeriodForm
        id="trash-retention"
        name="days"
        label={t('admin.trash.retention')}
        value={retentionDays}
        max={3650}
        errors={errors}
      >
        <Button type="submit" name="intent" value="retention" variant="outline">
          {t('admin.trash.saveRetention')}
        </Button>
      </RetentionPeriodForm>
      <ListTable
        rows={items}
        rowKey={(item) => `${item.type}/${item.id}`}
        labelledBy="trash-title"
        empty={t('admin.trash.empty')}
        columns={[
          {
            key: 'type',
            header: t('admin.trash.columns.type'),
            cell: (item) => t(contentType(item.type)?.nav.label ?? item.type),
          },
          {
            key: 'name',
            lead: true,
            header: t('admin.trash.columns.name'),
            className: 'font-medium',
            cell: (item) => item.name,
          },
          {
            key: 'deleted',
            header: t('admin.trash.columns.deleted'),
            className: 'whitespace-nowrap',
            cell: (item) => <AdminTime value={item.deletedAt} />,
          },
        ]}
        actions={(item) => (
          <span className="flex flex-wrap gap-2">
            {(['restore', 'purge'] as const).map((intent) => (
              <Form key={intent} method="post">
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="type" value={item.type} />
                <input type="hidden" name="id" value={item.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant={intent === 'purge' ? 'destructive' : 'outline'}
                >
                  {intent === 'purge' ? (
                    <Trash2 aria-hidden="true" />
                  ) : (
                    <RotateCcw aria-hidden="true" />
                  )}
                  {t(`admin.trash.${intent}`)}
                  <span className="sr-only">: {item.name}</span>
                </Button>
              </Form>
            ))}
          </span>
        )}
      />
    </div>
  )
}
