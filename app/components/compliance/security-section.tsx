import { BadgeCheck, Building2, Globe, Lock, ShieldCheck, Scale, Stethoscope } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FeatureCard } from '~/components/marketing/feature-card'
import { PageSection } from '~/components/marketing/page-section'

/** public-site §1: the claimed security and compliance, and nothing more (FHIR R4 has its own section). */
const claims = [
  { key: 'encryption', icon: Lock },
  { key: 'hosting', icon: Globe },
  { key: 'hds', icon: Building2 },
  { key: 'soc2', icon: ShieldCheck },
  { key: 'hipaa', icon: Stethoscope },
  { key: 'gdpr', icon: Scale },
  { key: 'ceMark', icon: BadgeCheck },
] as const

export function SecuritySection() {
  const { t } = useTranslation('compliance')
  return (
    <PageSection
      id="security"
      boxed
      width="7xl"
      align="start"
      title={t('security.title')}
      subtitle={t('security.intro')}
    >
      {/* Seven claims: the last one spans two columns, so neither two nor four columns leave an empty slot. */}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4 sm:[&>li:last-child]:col-span-2">
        {claims.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`security.items.${key}.title`)}
            text={t(`security.items.${key}.text`)}
            variant="raised"
          />
        ))}
      </ul>
    </PageSection>
  )
}
