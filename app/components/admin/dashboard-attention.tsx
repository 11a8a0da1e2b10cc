import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export interface Attention {
  contactRequests: number
  demoRequests: number
  unsentEmails: number
  smtpConfigured: boolean
  drafts: number
  scheduled: number
}

/**
 * The dashboard's first section: what waits on an editor, each line a link
 * to where it is handled. Lines with nothing to do are left out; with none,
 * one line says all is done.
 */
export function DashboardAttention({ attention }: { attention: Attention }) {
  const { t } = useTranslation()
  const items = [
    { key: 'contactRequests', count: attention.contactRequests, to: '/admin/database' },
    { key: 'demoRequests', count: attention.demoRequests, to: '/admin/database' },
    {
      key: attention.smtpConfigured ? 'unsentEmails' : 'unsentNoSmtp',
      count: attention.unsentEmails,
      to: '/admin/outbox',
    },
    { key: 'scheduled', count: attention.scheduled, to: '/admin/resources' },
    { key: 'drafts', count: attention.drafts, to: '/admin/resources' },
  ].filter((item) => item.count > 0)
  return (
    <section aria-labelledby="needs-attention" className="space-y-3">
      <h2 id="needs-attention" className="text-lg font-semibold">
        {t('admin.dashboard.attention.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t('admin.dashboard.attention.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map(({ key, count, to }) => (
            <li key={key}>
              <Link
                to={to}
                data-testid={`attention-${key}`}
                className="flex items-baseline gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 hover:border-primary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="text-2xl font-semibold">{count}</span>
                <span>{t(`admin.dashboard.attention.${key}`, { count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
