import { Blocks, Plug, Users, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SectionHeading } from './section-heading'

const steps: Array<[key: string, Icon: LucideIcon]> = [
  ['build', Blocks],
  ['connect', Plug],
  ['empower', Users],
]

export function StepsSection() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="home-steps-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="home-steps-title"
        title={t('steps.title')}
        subtitle={t('steps.subtitle')}
      />
      <ol className="grid gap-8 md:grid-cols-3" data-testid="steps">
        {steps.map(([key, Icon], index) => (
          <li key={key} className="flex flex-col items-center text-center">
            <span className="relative flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-7" />
              <span
                aria-hidden="true"
                className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-brand-navy text-xs font-bold text-white"
              >
                {index + 1}
              </span>
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t(`steps.${key}.title`)}</h3>
            <p className="mt-2 max-w-xs text-muted-foreground">{t(`steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
