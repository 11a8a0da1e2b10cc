import { Network, PiggyBank, ShieldCheck, Zap, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FeatureCard } from '~/components/marketing/feature-card'
import { SectionHeading } from './section-heading'

const cards: Array<[key: string, Icon: LucideIcon]> = [
  ['speed', Zap],
  ['cost', PiggyBank],
  ['security', ShieldCheck],
  ['interoperability', Network],
]

export function AdvantagesSection() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="home-advantages-title" className="bg-muted px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="home-advantages-title"
          title={t('advantages.title')}
          subtitle={t('advantages.subtitle')}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="advantages">
          {cards.map(([key, icon]) => (
            <FeatureCard
              key={key}
              variant="badge"
              icon={icon}
              title={t(`advantages.${key}.title`)}
              text={t(`advantages.${key}.text`)}
            />
          ))}
        </ul>
      </div>
    </section>
  )
}
