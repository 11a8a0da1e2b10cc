import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AdminTime } from '~/components/admin/admin-time'
import { ListTable, type TableColumn } from '~/components/admin/list-table'
import type { ShownStatus } from '~/mail/outbox-admin.server'
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

/**
 * The queued mails, newest first. The kind sits under the subject; status, attempts and the last
 * error share one column, the error only when it says more than the status (a failed send), never
 * "no SMTP" twice. So the table fits a 1280 px screen beside the sidebar without squeezing the
 * subject; on a phone each mail stacks as a card with its Retry button in view.
 */
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
  const header = (key: string) => t(`admin.outbox.columns.${key}`)
  const columns: TableColumn<OutboxRow>[] = [
    {
      key: 'created',
      header: header('created'),
      cell: (row) => <AdminTime value={row.createdAt} />,
      className: 'whitespace-nowrap',
    },
    {
      key: 'subject',
      lead: true,
      header: header('subject'),
      className: 'md:min-w-56 [overflow-wrap:anywhere]',
      cell: (row) => (
        <>
          <Link
            to={`/admin/outbox/${row.id}`}
            className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            {row.subject}
          </Link>
          <p className="mt-1 text-xs text-muted-foreground">
            <KindLabel kind={row.kind} />
          </p>
        </>
      ),
    },
    {
      key: 'recipient',
      header: header('recipient'),
      cell: (row) => row.toAddress,
      // A usual address on one line; a very long one breaks rather than push Retry off screen.
      className: '[overflow-wrap:anywhere] md:min-w-48',
    },
    {
      key: 'status',
      header: header('status'),
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          <p className="mt-1 text-xs text-muted-foreground">
            {t('admin.outbox.attemptCount', { count: row.attempts })}
          </p>
          {row.lastError && row.status !== 'unsent-no-smtp' && row.status !== 'sent' ? (
            <p className="mt-1 max-w-xs text-xs break-words text-muted-foreground">
              {t('admin.outbox.lastErrorLine', { error: row.lastError })}
            </p>
          ) : null}
        </>
      ),
    },
  ]
  return (
    <ListTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      caption={{
        id: 'outbox-caption',
        text: t('admin.outbox.caption', { page, pageCount, total }),
      }}
      empty={t('admin.outbox.empty')}
      actions={(row) => (row.retryable ? <RetryButton id={row.id} subject={row.subject} /> : null)}
    />
  )
}
