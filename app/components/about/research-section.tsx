import { useTranslation } from 'react-i18next'
import { PartnerCard } from './partner-card'
import { partners } from './partners'
import { PageSection } from '~/components/marketing/page-section'

export function ResearchSection() {
  const { t } = useTranslation('about')
  return (
    <PageSection
      id="research"
      tone="muted"
      title={t('research.title')}
      subtitle={t('research.subtitle')}
    >
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {partners.map((partner) => (
          <PartnerCard key={partner.key} partner={partner} />
        ))}
      </ul>
    </PageSection>
  )
}
