import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '~/components/marketing/page-section'

const points = ['learning', 'impact', 'balance'] as const

export function CultureSection() {
  const { t } = useTranslation('about')
  return (
    <PageSection id="culture" width="3xl" title={t('culture.title')}>
      {/* Body text rather than a subtitle: it sits a little further from the heading. */}
      <p className="mt-4 text-center text-lg text-muted-foreground">{t('culture.text')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 rounded-lg bg-accent p-4 text-accent-foreground">
            <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t(`culture.points.${point}`)}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
