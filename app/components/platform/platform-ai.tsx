import { Bot, CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const points = ['triage', 'summaries', 'reminders', 'supervision'] as const

export function PlatformAi() {
  const { t } = useTranslation('platform')
  return (
    <section id="ai" aria-labelledby="ai-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <Bot className="size-10 text-primary" aria-hidden="true" />
          <h2 id="ai-title" className="mt-4 text-3xl font-bold tracking-tight">
            {t('ai.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('ai.text')}</p>
        </div>
        <ul className="space-y-4">
          {points.map((point) => (
            <li key={point} className="flex gap-3 rounded-lg border p-4">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-teal" aria-hidden="true" />
              {t(`ai.points.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
