import { Network, PiggyBank, ShieldCheck, Zap, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
          {cards.map(([key, Icon]) => (
            <li key={key} className="rounded-xl border bg-background p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`advantages.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`advantages.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
