import { AlertTriangle, Clock, HeartPulse, TrendingUp, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FeatureCard } from '~/components/marketing/feature-card'
import { SectionHeading } from './section-heading'

const items: Array<[key: string, Icon: LucideIcon]> = [
  ['adminTime', Clock],
  ['engagement', HeartPulse],
  ['costs', TrendingUp],
  ['compliance', AlertTriangle],
]

export function StakesSection() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="home-stakes-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="home-stakes-title"
        title={t('stakes.title')}
        subtitle={t('stakes.subtitle')}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="stakes">
        {items.map(([key, icon]) => (
          <FeatureCard
            key={key}
            variant="warning"
            icon={icon}
            title={t(`stakes.${key}.title`)}
            text={t(`stakes.${key}.text`)}
          />
        ))}
      </ul>
    </section>
  )
}
