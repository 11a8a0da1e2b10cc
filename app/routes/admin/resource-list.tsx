import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useActionToast } from '~/admin/use-action-toast'
import { AdminTime } from '~/components/admin/admin-time'
import { EditAndDelete, ListTable, type TableColumn } from '~/components/admin/list-table'
import { ListToolbar } from '~/components/admin/list-toolbar'
import { PaginationNav } from '~/components/admin/pagination-nav'
import { ResourceTypeLabel } from '~/components/admin/resource-type-label'
import { StatusBadge } from '~/components/admin/status-badge'
import { i18n } from '~/i18n'
import type { Route } from './+types/resource-list'

export { listAction as action, listLoader as loader } from '~/content/resource-manager.server'

export function meta() {
  return [{ title: `${i18n.t('admin.resources.title')} | ${i18n.t('admin.meta.title')}` }]
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function ResourceList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const { rows, q, sort, dir, page, pageCount, total } = loaderData
  useActionToast(actionData?.toast, 'resource-action')

  /** The list's URL with some parameters changed (search, sort and page travel together). */
  const href = (changes: Record<string, string | number | null>) => {
    const params = new URLSearchParams()
    const next = { q, sort, dir, page: String(page), ...changes }
    for (const [key, value] of Object.entries(next))
      if (value !== null && value !== '' && !(key === 'page' && String(value) === '1'))
        params.set(key, String(value))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  const sortable = (key: string) => ({
    href: href({ sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc', page: 1 }),
    active: sort === key ? (dir as 'asc' | 'desc') : undefined,
  })
  const columns: TableColumn<Row>[] = [
    {
      key: 'type',
      header: t('admin.resources.columns.type'),
      sort: sortable('type'),
      cell: (row) => <ResourceTypeLabel type={row.type} />,
    },
    {
      key: 'title',
      lead: true,
      header: t('admin.resources.columns.title'),
      sort: sortable('title'),
      className: 'font-medium',
      cell: (row) => row.title,
    },
    {
      key: 'category',
      header: t('admin.resources.columns.category'),
      sort: sortable('category'),
      // None chosen (a compliance document may have none) says so; 'Unknown' is a lost one.
      cell: (row) =>
        row.categoryTitle ??
        t(row.categoryId ? 'admin.resources.unknownCategory' : 'admin.resources.noCategory'),
    },
    {
      key: 'updated',
      header: t('admin.resources.columns.updated'),
      sort: sortable('updated'),
      className: 'whitespace-nowrap',
      cell: (row) => <AdminTime value={row.updatedAt} />,
    },
    {
      key: 'status',
      header: t('admin.lifecycle.column'),
      cell: (row) => <StatusBadge status={row.currentStatus} publishAt={row.publishAt} />,
    },
  ]

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('admin.resources.title')}</h1>
      <ListToolbar
        path="/admin/resources"
        searchId="resource-search"
        searchLabel={t('admin.resources.search')}
        query={q}
        loadingText={t('admin.resources.loading')}
        addHref="/admin/resources/new"
        addLabel={t('admin.resources.add')}
      >
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
      </ListToolbar>
      <ListTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        empty={t('admin.resources.empty')}
        caption={{
          id: 'resource-list-caption',
          text: t('admin.resources.caption', { page, pageCount, total }),
        }}
        actions={(row) => (
          <EditAndDelete
            id={row.id}
            name={row.title}
            editHref={`/admin/resources/edit/${row.id}`}
            confirming={searchParams.get('confirm')}
          />
        )}
      />
      <PaginationNav
        page={page}
        pageCount={pageCount}
        href={(target) => href({ page: target })}
        words="admin.resources"
      />
    </div>
  )
}
