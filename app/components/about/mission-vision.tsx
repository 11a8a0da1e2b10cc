import { Eye, Target } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatementCard } from './statement-card'

export function MissionVision() {
  const { t } = useTranslation('about')
  return (
    <section
      id="mission"
      aria-label={`${t('mission.title')}, ${t('vision.title')}`}
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
        <StatementCard section="mission" icon={Target} />
        <StatementCard section="vision" icon={Eye} />
      </div>
    </section>
  )
}
