import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { screenDate, sourceLabel } from '~/database/format'

type Page = {
  tab: 'subscriptions' | 'contacts'
  rows: Array<Record<string, string | null> & { id: string; createdAt: string }>
}

const columns = {
  subscriptions: ['email', 'firstName', 'lastName', 'company', 'source', 'createdAt'],
  contacts: ['name', 'email', 'company', 'requestType', 'serviceType', 'createdAt'],
} as const

/** The rows of one Database tab (back-office §2), or its empty state. */
export function DatabaseTable({ page }: { page: Page }) {
  const { t } = useTranslation()
  if (page.rows.length === 0)
    return (
      <p className="rounded-lg border p-8 text-center text-muted-foreground">
        {t(`admin.database.empty.${page.tab}`)}
      </p>
    )
  const cell = (row: Page['rows'][number], column: string) => {
    if (column === 'createdAt') return screenDate(row.createdAt)
    if (column === 'source') return sourceLabel(row.source ?? '')
    if (column === 'name')
      return (
        <Link
          to={`/admin/database/contacts/${row.id}`}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.firstName} {row.lastName}
        </Link>
      )
    return row[column] ?? ''
  }
  return (
    // Focusable so keyboard users can scroll the wide table.
    <div
      tabIndex={0}
      role="region"
      aria-label={t(`admin.database.tabs.${page.tab}`)}
      className="overflow-x-auto rounded-lg border"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {columns[page.tab].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {t(`admin.database.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.id} className="border-t">
              {columns[page.tab].map((column) => (
                <td key={column} className="px-4 py-3 break-words">
                  {cell(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
