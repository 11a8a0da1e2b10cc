import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table'
import { screenDate, sourceLabel } from '~/database/format'
import { contactOptionLabel } from './contact-option-label'

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
    return contactOptionLabel(t, column, row[column] ?? null) ?? ''
  }
  return (
    // Labelled so keyboard users can focus and scroll the wide table.
    <Table label={t(`admin.database.tabs.${page.tab}`)}>
      <TableHeader>
        <tr>
          {columns[page.tab].map((column) => (
            <TableHead key={column} className="whitespace-nowrap">
              {t(`admin.database.columns.${column}`)}
            </TableHead>
          ))}
        </tr>
      </TableHeader>
      <TableBody>
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            {columns[page.tab].map((column) => (
              <TableCell key={column} className="break-words">
                {cell(row, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
