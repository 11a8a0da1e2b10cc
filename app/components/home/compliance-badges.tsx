import { BadgeCheck, FileLock2, ShieldCheck, Stethoscope, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { SectionHeading } from './section-heading'

const badges: Array<[key: string, Icon: LucideIcon]> = [
  ['hipaa', ShieldCheck],
  ['gdpr', FileLock2],
  ['soc2', BadgeCheck],
  ['ce', Stethoscope],
]

export function ComplianceBadges() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="home-compliance-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="home-compliance-title"
        title={t('compliance.title')}
        subtitle={t('compliance.subtitle')}
      />
      <ul
        aria-label={t('compliance.label')}
        className="flex flex-wrap justify-center gap-4"
        data-testid="compliance-badges"
      >
        {badges.map(([key, Icon]) => (
          <li key={key}>
            <Link
              to="/compliance"
              className="flex items-center gap-2 rounded-full border bg-background px-5 py-3 font-semibold shadow-sm outline-none hover:border-primary hover:text-primary focus-visible:ring-3 focus-visible:ring-ring"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-teal" />
              {t(`compliance.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to="/compliance"
          className="text-primary underline underline-offset-4 hover:no-underline"
        >
          {t('compliance.link')}
        </Link>
      </p>
    </section>
  )
}
