import { Cpu, HeartHandshake, Lightbulb, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FeatureCard } from '~/components/marketing/feature-card'
import { PageSection } from '~/components/marketing/page-section'

/** public-site §2: technology, collaboration, innovation, customer. */
const values = [
  { key: 'technology', icon: Cpu },
  { key: 'collaboration', icon: Users },
  { key: 'innovation', icon: Lightbulb },
  { key: 'customer', icon: HeartHandshake },
] as const

export function AboutValues() {
  const { t } = useTranslation('about')
  return (
    <PageSection id="values" title={t('values.title')} subtitle={t('values.subtitle')}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`values.items.${key}.title`)}
            text={t(`values.items.${key}.text`)}
          />
        ))}
      </ul>
    </PageSection>
  )
}
