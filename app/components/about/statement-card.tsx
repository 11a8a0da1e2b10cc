import { CheckCircle2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const bullets = ['one', 'two', 'three', 'four'] as const

/** The mission or the vision: a heading, a statement and four bullets. */
export function StatementCard({
  section,
  icon: Icon,
}: {
  section: 'mission' | 'vision'
  icon: LucideIcon
}) {
  const { t } = useTranslation('about')
  return (
    <article
      aria-labelledby={`${section}-title`}
      className="rounded-lg border bg-background p-8 shadow-sm"
    >
      <Icon className="size-8 text-brand-teal" aria-hidden="true" />
      <h3 id={`${section}-title`} className="mt-4 text-2xl font-semibold">
        {t(`${section}.title`)}
      </h3>
      <p className="mt-3 text-lg text-muted-foreground">{t(`${section}.text`)}</p>
      <ul className="mt-6 space-y-3">
        {bullets.map((bullet) => (
          <li key={bullet} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-teal" aria-hidden="true" />
            {t(`${section}.bullets.${bullet}`)}
          </li>
        ))}
      </ul>
    </article>
  )
}
