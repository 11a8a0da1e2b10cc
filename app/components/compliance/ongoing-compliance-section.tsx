import { FileCheck, Globe, UserCog } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FeatureCard } from '~/components/marketing/feature-card'

const practices = [
  { key: 'rbac', icon: UserCog },
  { key: 'residency', icon: Globe },
  { key: 'documentation', icon: FileCheck },
] as const

export function OngoingComplianceSection() {
  const { t } = useTranslation('compliance')
  return (
    <section
      id="ongoing-compliance"
      aria-labelledby="ongoing-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <h2 id="ongoing-title" className="text-3xl font-bold tracking-tight">
        {t('ongoing.title')}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('ongoing.intro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {practices.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`ongoing.items.${key}.title`)}
            text={t(`ongoing.items.${key}.text`)}
            variant="raised"
          />
        ))}
      </ul>
    </section>
  )
}
