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
import type { EmailStatus } from '~/mail/outbox-admin.server'
import { formatOutboxDate } from './format-date'
import { KindLabel } from './kind-label'
import { RetryButton } from './retry-button'
import { StatusBadge } from './status-badge'

export interface OutboxRow {
  id: string
  kind: string
  toAddress: string
  subject: string
  status: EmailStatus
  attempts: number
  lastError: string | null
  createdAt: Date | string
  retryable: boolean
}

const columns = [
  'created',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'lastError',
  'actions',
] as const

export function OutboxTable({
  rows,
  page,
  pageCount,
  total,
}: {
  rows: OutboxRow[]
  page: number
  pageCount: number
  total: number
}) {
  const { t } = useTranslation()
  return (
    // Labelled by its caption so keyboard users can focus and scroll the wide table.
    <Table labelledBy="outbox-caption">
      <caption id="outbox-caption" className="sr-only">
        {t('admin.outbox.caption', { page, pageCount, total })}
      </caption>
      <TableHeader>
        <tr>
          {columns.map((key) => (
            <TableHead key={key} className="whitespace-nowrap">
              {t(`admin.outbox.columns.${key}`)}
            </TableHead>
          ))}
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} className="align-top">
            <TableCell className="whitespace-nowrap">
              <time dateTime={new Date(row.createdAt).toISOString()}>
                {formatOutboxDate(row.createdAt)}
              </time>
            </TableCell>
            <TableCell>
              <KindLabel kind={row.kind} />
            </TableCell>
            <TableCell className="break-all">{row.toAddress}</TableCell>
            <TableCell>
              <Link
                to={`/admin/outbox/${row.id}`}
                className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {row.subject}
              </Link>
            </TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.attempts}</TableCell>
            <TableCell className="max-w-xs break-words text-muted-foreground">
              {row.lastError ?? ''}
            </TableCell>
            <TableCell>
              {row.retryable ? <RetryButton id={row.id} subject={row.subject} /> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
