import { AlertTriangle, Clock, HeartPulse, TrendingUp, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
        {items.map(([key, Icon]) => (
          <li key={key} className="rounded-xl border bg-background p-6">
            <Icon aria-hidden="true" className="size-8 text-destructive" />
            <h3 className="mt-4 text-lg font-semibold">{t(`stakes.${key}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`stakes.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
