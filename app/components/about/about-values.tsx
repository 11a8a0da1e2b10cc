import { Cpu, HeartHandshake, Lightbulb, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** public-site §2: technology, collaboration, innovation, customer. */
const values = [
  { key: 'technology', icon: Cpu },
  { key: 'collaboration', icon: Users },
  { key: 'innovation', icon: Lightbulb },
  { key: 'customer', icon: HeartHandshake },
] as const

export function AboutValues() {
  const { t } = useTranslation('about')
  return (
    <section id="values" aria-labelledby="values-title" className="scroll-mt-20 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight">
            {t('values.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('values.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-lg border p-6">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`values.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
