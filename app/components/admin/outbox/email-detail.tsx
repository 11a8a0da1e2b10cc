import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminTime } from '~/components/admin/admin-time'
import type { ShownStatus } from '~/mail/outbox-admin.server'
import { KindLabel } from './kind-label'
import { RetryButton } from './retry-button'
import { StatusBadge } from './status-badge'

export interface OutboxEmail {
  id: string
  kind: string
  toAddress: string
  replyTo: string | null
  subject: string
  textBody: string
  status: ShownStatus
  attempts: number
  lastError: string | null
  nextAttemptAt: Date | string
  sentAt: Date | string | null
  createdAt: Date | string
  retryable: boolean
}

/** One queued mail: its fields, then its text body (React escapes it; nothing is rendered as HTML). */
export function EmailDetail({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation()
  const none = t('admin.outbox.none')
  const date = (value: Date | string | null) => (value ? <AdminTime value={value} /> : none)
  const fields: Array<[string, ReactNode]> = [
    ['to', email.toAddress],
    ['replyTo', email.replyTo ?? none],
    ['kind', <KindLabel key="kind" kind={email.kind} />],
    ['status', <StatusBadge key="status" status={email.status} />],
    ['attempts', email.attempts],
    ['created', date(email.createdAt)],
    ['sent', date(email.sentAt)],
    ['nextAttempt', email.status === 'sent' ? none : date(email.nextAttemptAt)],
    ['lastError', email.lastError ?? none],
  ]
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border p-4 text-sm sm:grid-cols-[max-content_1fr]">
        {fields.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium">{t(`admin.outbox.detail.${key}`)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {email.retryable ? <RetryButton id={email.id} subject={email.subject} /> : null}
      <section aria-labelledby="email-body" className="space-y-2">
        <h2 id="email-body" className="text-lg font-semibold">
          {t('admin.outbox.detail.body')}
        </h2>
        <pre className="rounded-lg border bg-muted p-4 font-mono text-sm whitespace-pre-wrap break-words">
          {email.textBody}
        </pre>
      </section>
    </div>
  )
}
