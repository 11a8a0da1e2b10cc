import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
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
    // Focusable so keyboard users can scroll the wide table.
    <div
      tabIndex={0}
      role="region"
      aria-labelledby="outbox-caption"
      className="overflow-x-auto rounded-lg border focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full text-left text-sm">
        <caption id="outbox-caption" className="sr-only">
          {t('admin.outbox.caption', { page, pageCount, total })}
        </caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {t(`admin.outbox.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={new Date(row.createdAt).toISOString()}>
                  {formatOutboxDate(row.createdAt)}
                </time>
              </td>
              <td className="px-4 py-3">
                <KindLabel kind={row.kind} />
              </td>
              <td className="px-4 py-3 break-all">{row.toAddress}</td>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/outbox/${row.id}`}
                  className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {row.subject}
                </Link>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{row.attempts}</td>
              <td className="max-w-xs px-4 py-3 break-words text-muted-foreground">
                {row.lastError ?? ''}
              </td>
              <td className="px-4 py-3">
                {row.retryable ? <RetryButton id={row.id} subject={row.subject} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
