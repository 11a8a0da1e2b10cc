import { useTranslation } from 'react-i18next'
import { LeaderCard } from './leader-card'
import { leaders } from './leaders'

export function TeamSection() {
  const { t } = useTranslation('about')
  return (
    <section
      id="team"
      aria-labelledby="team-title"
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="team-title" className="text-3xl font-bold tracking-tight">
            {t('team.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('team.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {leaders.map((leader) => (
            <LeaderCard key={leader.key} leader={leader} />
          ))}
        </ul>
      </div>
    </section>
  )
}
