import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const points = ['learning', 'impact', 'balance'] as const

export function CultureSection() {
  const { t } = useTranslation('about')
  return (
    <section
      id="culture"
      aria-labelledby="culture-title"
      className="scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="culture-title" className="text-3xl font-bold tracking-tight">
          {t('culture.title')}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{t('culture.text')}</p>
        <ul className="mt-8 grid gap-4 text-left sm:grid-cols-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3 rounded-lg bg-accent p-4 text-accent-foreground">
              <Sparkles className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t(`culture.points.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
