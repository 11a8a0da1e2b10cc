import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AdminTime } from '~/components/admin/admin-time'
import { ListTable, type TableColumn } from '~/components/admin/list-table'
import { sourceLabel } from '~/database/format'
import { contactOptionLabel } from './contact-option-label'

type Page = {
  tab: 'subscriptions' | 'contacts'
  rows: Array<Record<string, string | null> & { id: string; createdAt: string }>
}
type Row = Page['rows'][number]

const columns = {
  subscriptions: ['email', 'firstName', 'lastName', 'company', 'source', 'createdAt'],
  contacts: ['name', 'email', 'company', 'requestType', 'serviceType', 'createdAt'],
} as const

/** The rows of one Database tab (back-office §2), or its empty state; stacked on a phone. */
export function DatabaseTable({ page }: { page: Page }) {
  const { t } = useTranslation()
  const cell = (row: Row, column: string) => {
    if (column === 'createdAt') return <AdminTime value={row.createdAt} />
    if (column === 'source') return sourceLabel(row.source ?? '')
    if (column === 'name')
      return (
        <Link
          to={`/admin/database/contacts/${row.id}`}
          className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          {row.firstName} {row.lastName}
        </Link>
      )
    return contactOptionLabel(t, column, row[column] ?? null) ?? ''
  }
  const tableColumns: TableColumn<Row>[] = columns[page.tab].map((column) => ({
    key: column,
    header: t(`admin.database.columns.${column}`),
    cell: (row) => cell(row, column),
    // A contact's name leads its card on a phone; a subscription's address does.
    lead: column === 'name' || (page.tab === 'subscriptions' && column === 'email'),
    className: column === 'createdAt' ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]',
  }))
  return (
    <ListTable
      rows={page.rows}
      rowKey={(row) => row.id}
      columns={tableColumns}
      // Labelled so keyboard users can focus and scroll the wide table.
      label={t(`admin.database.tabs.${page.tab}`)}
      empty={t(`admin.database.empty.${page.tab}`)}
    />
  )
}
