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
import type { ShownStatus } from '~/mail/outbox-admin.server'
import { formatOutboxDate } from './format-date'
import { KindLabel } from './kind-label'
import { RetryButton } from './retry-button'
import { StatusBadge } from './status-badge'

export interface OutboxRow {
  id: string
  kind: string
  toAddress: string
  subject: string
  status: ShownStatus
  attempts: number
  lastError: string | null
  createdAt: Date | string
  retryable: boolean
}

// The kind sits under the subject; status, attempts and the last error share one column, the
// error only when it says more than the status (a failed send), never "no SMTP" twice. So the
// table fits a 1280 px screen beside the sidebar without squeezing the subject.
const columns = ['created', 'subject', 'recipient', 'status', 'actions'] as const

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
            <TableCell className="min-w-56">
              <Link
                to={`/admin/outbox/${row.id}`}
                className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {row.subject}
              </Link>
              <p className="mt-1 text-xs text-muted-foreground">
                <KindLabel kind={row.kind} />
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap">{row.toAddress}</TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
              <p className="mt-1 text-xs text-muted-foreground">
                {t('admin.outbox.attemptCount', { count: row.attempts })}
              </p>
              {row.lastError && row.status !== 'unsent-no-smtp' && row.status !== 'sent' ? (
                <p className="mt-1 max-w-xs text-xs break-words text-muted-foreground">
                  {t('admin.outbox.lastErrorLine', { error: row.lastError })}
                </p>
              ) : null}
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
