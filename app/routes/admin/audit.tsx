import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { readableAudit } from '~/admin/audit-readable.server'
import { listAudit } from '~/admin/audit.server'
import { requireAdmin } from '~/auth/session.server'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { ListTable } from '~/components/admin/list-table'
import { db } from '~/db/db.server'
import { auditEntityTypes } from '~/db/audit-entity-types'
import { auditActions } from '~/db/schema'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import type { Route } from './+types/audit'

export function meta() {
  return [{ title: `${i18n.t('admin.audit.title')} | ${i18n.t('admin.meta.title')}` }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = new URL(request.url).searchParams
  const entityType = auditEntityTypes.find((type) => type === params.get('type'))
  const action = auditActions.find((value) => value === params.get('action'))
  const entries = await listAudit(db(), { entityType, action })
  return {
    entityType,
    action,
    entries: await readableAudit(db(), entries, getEnv().SITE_TIME_ZONE),
  }
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-6">
      <h1 id="audit-title" className="text-2xl font-semibold">
        {t('admin.audit.title')}
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="audit-type" className="text-sm font-medium">
            {t('admin.audit.type')}
          </label>
          <NativeSelect id="audit-type" name="type" defaultValue={loaderData.entityType ?? ''}>
            <option value="">{t('admin.audit.all')}</option>
            {auditEntityTypes.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.entityTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="audit-action" className="text-sm font-medium">
            {t('admin.audit.action')}
          </label>
          <NativeSelect id="audit-action" name="action" defaultValue={loaderData.action ?? ''}>
            <option value="">{t('admin.audit.all')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t(`admin.audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          {t('admin.audit.filter')}
        </Button>
      </Form>
      {/* Labelled so keyboard users can focus and scroll the wide table. */}
      <ListTable
        rows={loaderData.entries}
        rowKey={(entry) => String(entry.id)}
        labelledBy="audit-title"
        empty={t('admin.audit.empty')}
        columns={[
          {
            key: 'when',
            header: t('admin.audit.columns.when'),
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.at}>{entry.when}</time>,
          },
          {
            key: 'what',
            lead: true,
            header: t('admin.audit.columns.what'),
            className: 'md:min-w-48',
            cell: (entry) => entry.what,
          },
          { key: 'type', header: t('admin.audit.columns.type'), cell: (entry) => entry.type },
          {
            key: 'who',
            header: t('admin.audit.columns.who'),
            className: 'md:min-w-40',
            cell: (entry) => entry.who,
          },
          {
            key: 'changes',
            wide: true,
            header: t('admin.audit.columns.changes'),
            cell: (entry) => entry.changed.join(', '),
          },
        ]}
      />
    </div>
  )
}
