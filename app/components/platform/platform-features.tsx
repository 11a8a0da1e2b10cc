import { useTranslation } from 'react-i18next'
import { capabilities } from './capabilities'
import { FeatureCard } from '~/components/marketing/feature-card'
import { PageSection } from '~/components/marketing/page-section'

export function PlatformFeatures() {
  const { t } = useTranslation('platform')
  return (
    <PageSection id="features" title={t('features.title')} subtitle={t('features.subtitle')}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {capabilities.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={icon}
            title={t(`features.items.${key}.title`)}
            text={t(`features.items.${key}.text`)}
          />
        ))}
      </ul>
    </PageSection>
  )
}
