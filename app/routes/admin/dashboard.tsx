import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { attentionCounts } from '~/admin/dashboard-attention.server'
import { dashboardCounts } from '~/admin/dashboard.server'
import { requireAdmin } from '~/auth/session.server'
import { DashboardAttention } from '~/components/admin/dashboard-attention'
import { Button } from '~/components/ui/button'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { getEnv } from '~/utils/env.server'
import type { Route } from './+types/dashboard'

export function meta() {
  return [{ title: `${i18n.t('admin.dashboard.title')} | ${i18n.t('admin.meta.title')}` }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const [counts, attention] = await Promise.all([dashboardCounts(db()), attentionCounts(db())])
  const smtpConfigured = Boolean(getEnv().SMTP_URL)
  return { counts, attention: { ...attention, ...counts.pending, smtpConfigured } }
}

const cards = [
  { key: 'caseStudies', to: '/admin/resources' },
  { key: 'whitePapers', to: '/admin/resources' },
  { key: 'webinars', to: '/admin/resources' },
  { key: 'upcomingEvents', to: '/admin/resources' },
  { key: 'newsroom', to: '/admin/resources' },
  { key: 'complianceDocs', to: '/admin/resources' },
  { key: 'categories', to: '/admin/categories' },
] as const

const quickActions = [
  { key: 'addResource', to: '/admin/resources/new' },
  { key: 'addCategory', to: '/admin/categories/new' },
  { key: 'addLogo', to: '/admin/customer-logos/new' },
  { key: 'addTestimonial', to: '/admin/testimonials/new' },
  { key: 'addVideo', to: '/admin/videos/new' },
  { key: 'addCompliance', to: '/admin/resources/new?type=compliance-doc' },
  { key: 'manageOffers', to: '/admin/regional-offers' },
] as const

const cardLink =
  'block h-full rounded-lg border p-4 hover:border-primary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none sm:p-5'

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">{t('admin.dashboard.title')}</h1>
      <DashboardAttention attention={loaderData.attention} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map(({ key, to }) => (
          <li key={key}>
            <Link to={to} className={cardLink}>
              <span className="block text-sm text-muted-foreground">
                {t(`admin.dashboard.${key}`)}
              </span>
              <span className="mt-1 block text-3xl font-semibold" data-testid={`count-${key}`}>
                {loaderData.counts[key]}
              </span>
            </Link>
          </li>
        ))}
        <li className="col-span-2 sm:col-span-1">
          <Link to="/admin/regional-offers" className={cardLink}>
            <span className="block text-sm text-muted-foreground">
              {t('admin.dashboard.regionalOffers')}
            </span>
            <span className="mt-1 block text-3xl font-semibold">
              {t('admin.dashboard.allRegions')}
            </span>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
          {t('admin.dashboard.quickActions')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {quickActions.map(({ key, to }) => (
            <li key={key}>
              <Button asChild variant="outline">
                <Link to={to}>{t(`admin.dashboard.${key}`)}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
