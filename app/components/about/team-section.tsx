import { useTranslation } from 'react-i18next'
import { LeaderCard } from './leader-card'
import { leaders } from './leaders'
import { PageSection } from '~/components/marketing/page-section'

export function TeamSection() {
  const { t } = useTranslation('about')
  return (
    <PageSection id="team" tone="muted" title={t('team.title')} subtitle={t('team.subtitle')}>
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {leaders.map((leader) => (
          <LeaderCard key={leader.key} leader={leader} />
        ))}
      </ul>
    </PageSection>
  )
}
