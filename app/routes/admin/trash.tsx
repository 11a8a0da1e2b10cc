import { useCsrfToken } from '~/admin/use-csrf-token'
import { RotateCcw, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { AdminTime } from '~/components/admin/admin-time'
import { ListTable } from '~/components/admin/list-table'
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
      <Form method="post">
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="retention" />
        <Field>
          <FieldLabel htmlFor="trash-retention">{t('admin.trash.retention')}</FieldLabel>
          {/* Save beside its field at every width, not after the label's width. */}
          <div className="flex flex-wrap items-center gap-3">
            <Input
              fieldWidth="xs"
              id="trash-retention"
              name="days"
              type="number"
              min={1}
              max={3650}
              required
              defaultValue={retentionDays}
              aria-invalid={errors ? true : undefined}
              aria-describedby={errors ? 'trash-retention-error' : undefined}
            />
            <Button type="submit" variant="outline">
              {t('admin.trash.saveRetention')}
            </Button>
          </div>
          <FieldError id="trash-retention-error" errors={errors} />
        </Field>
      </Form>
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
