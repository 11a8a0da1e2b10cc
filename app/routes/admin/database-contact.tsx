import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { requireAdmin } from '~/auth/session.server'
import { AdminTime } from '~/components/admin/admin-time'
import { contactOptionLabel } from '~/components/admin/contact-option-label'
import { Button } from '~/components/ui/button'
import { getContactSubmission } from '~/database/submissions.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import type { Route } from './+types/database-contact'

export function meta() {
  return [{ title: `${i18n.t('admin.database.detail.title')} | ${i18n.t('admin.meta.title')}` }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const submission = await getContactSubmission(db(), params.id)
  if (!submission) throw new Response('Not found', { status: 404 })
  const { idempotencyKey: _key, ...shown } = submission
  return { submission: { ...shown, createdAt: shown.createdAt.toISOString() } }
}

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'requestType',
  'serviceType',
  'marketingConsent',
  'createdAt',
] as const

/** Every stored field of one contact submission, the full message included. */
export default function ContactSubmission({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { submission } = loaderData
  const value = (field: (typeof fields)[number]) => {
    if (field === 'createdAt') return <AdminTime value={submission.createdAt} />
    if (field === 'marketingConsent')
      return t(submission.marketingConsent ? 'admin.database.yes' : 'admin.database.no')
    return contactOptionLabel(t, field, submission[field]) ?? '—'
  }
  return (
    <div className="max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/admin/database?tab=contacts">
          <ArrowLeft aria-hidden="true" />
          {t('admin.database.detail.back')}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">
        {submission.firstName} {submission.lastName}
      </h1>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {fields.map((field) => (
          <div key={field} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">
              {t(`admin.database.fields.${field}`)}
            </dt>
            <dd className="break-words">{value(field)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="message-heading" className="space-y-2">
        <h2 id="message-heading" className="text-lg font-semibold">
          {t('admin.database.fields.message')}
        </h2>
        <p className="rounded-md border p-4 whitespace-pre-wrap">{submission.message}</p>
      </section>
    </div>
  )
}
