import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useActionToast } from '~/admin/use-action-toast'
import { CollectionIcon } from '~/components/admin/collection-icon'
import { ImageOrInitial } from '~/components/admin/image-or-initial'
import { EditAndDelete, ListTable, type TableColumn } from '~/components/admin/list-table'
import { ListToolbar } from '~/components/admin/list-toolbar'
import { StatusBadge } from '~/components/admin/status-badge'
import { Button } from '~/components/ui/button'
import type { ListColumn } from '~/content/collection'
import { contentType } from '~/content/registry'
import { i18n } from '~/i18n'
import type { Route } from './+types/collection-list'

export { listAction as action, listLoader as loader } from '~/content/collection-actions.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const words = contentType(loaderData?.slug)?.words
  return [{ title: `${i18n.t(`${words}.title`)} | ${i18n.t('admin.meta.title')}` }]
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function CollectionList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const definition = contentType(loaderData.slug)!
  const [searchParams] = useSearchParams()
  useActionToast(actionData?.toast, 'collection-action')
  const words = definition.words
  const nameOf = (row: Row) => String(row[definition.labelField] ?? row.id)
  const columns: TableColumn<Row>[] = [
    ...definition.columns.map((column) => ({
      key: column.key,
      header: t(column.label),
      lead: column.key === definition.labelField,
      wide: column.wide,
      cell: (row: Row) => <Cell row={row} column={column} name={nameOf(row)} />,
    })),
    {
      key: 'status',
      header: t('admin.lifecycle.column'),
      cell: (row) => (
        <StatusBadge
          status={row.currentStatus}
          publishAt={row.publishAt as string | Date | null | undefined}
        />
      ),
    },
  ]

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">
        {t(`${words}.title`)}
        {definition.showCount ? (
          <span className="ml-2 text-muted-foreground">({loaderData.rows.length})</span>
        ) : null}
      </h1>
      <ListToolbar
        path={`/admin/${definition.slug}`}
        searchId="collection-search"
        searchLabel={t(`${words}.search`)}
        query={loaderData.q}
        loadingText={i18n.exists(`${words}.loading`) ? t(`${words}.loading`) : null}
        addHref={`/admin/${definition.slug}/new`}
        addLabel={t(`${words}.add`)}
      />
      <ListTable
        rows={loaderData.rows}
        rowKey={(row) => row.id}
        columns={columns}
        label={t(`${words}.title`)}
        empty={
          <div className="grid justify-items-center gap-4 rounded-lg border p-8 text-center">
            <p className="text-muted-foreground">{t(`${words}.empty`)}</p>
            {/* An empty collection (not an empty search) invites its first item. */}
            {!loaderData.q && i18n.exists(`${words}.emptyAction`) ? (
              <Button asChild variant="outline">
                <Link to={`/admin/${definition.slug}/new`}>
                  <Plus aria-hidden="true" />
                  {t(`${words}.emptyAction`)}
                </Link>
              </Button>
            ) : null}
          </div>
        }
        actions={(row) => (
          <EditAndDelete
            id={row.id}
            name={nameOf(row)}
            editHref={`/admin/${definition.slug}/edit/${row.id}`}
            confirming={searchParams.get('confirm')}
            deleteDisabled={definition.isDeleteDisabled?.(row)}
          />
        )}
      />
    </div>
  )
}

function Cell({
  row,
  column,
  name,
}: {
  row: Record<string, unknown>
  column: ListColumn
  name: string
}) {
  const { t } = useTranslation()
  const value = row[column.key]
  switch (column.kind) {
    case 'icon':
      return <CollectionIcon name={value} />
    case 'image':
      return <ImageOrInitial src={value || row.logoPath} name={name} />
    case 'option':
      return <>{t(`${column.options}.${String(value)}`)}</>
    default: {
      const text = String(value ?? '')
      // Long texts (quotes, descriptions) are cut in the table; the form shows them whole.
      return <>{text.length > 140 ? `${text.slice(0, 140)}…` : text}</>
    }
  }
}
