import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmailDetail } from '~/components/admin/outbox/email-detail'
import { i18n } from '~/i18n'
import type { Route } from './+types/outbox-detail'

export { retryAction as action, outboxEmailLoader as loader } from '~/mail/outbox-pages.server'

export function meta({ loaderData }: Route.MetaArgs) {
  const subject = loaderData?.email.subject ?? i18n.t('admin.outbox.title')
  return [{ title: `${subject} | ${i18n.t('admin.meta.title')}` }]
}

export default function OutboxDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-6">
      <Link
        to="/admin/outbox"
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('admin.outbox.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words">{loaderData.email.subject}</h1>
      <EmailDetail email={loaderData.email} />
    </div>
  )
}
