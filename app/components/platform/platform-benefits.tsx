import { useTranslation } from 'react-i18next'

/** public-site §1: 90% less development time, 80% lower development costs. */
const benefits = ['time', 'cost'] as const

export function PlatformBenefits() {
  const { t } = useTranslation('platform')
  return (
    <section
      id="benefits"
      aria-labelledby="benefits-title"
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
          {t('benefits.title')}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{t('benefits.subtitle')}</p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <div
              key={benefit}
              className="flex flex-col-reverse rounded-lg border bg-background p-8"
            >
              <dt className="mt-2 text-lg text-muted-foreground">
                {t(`benefits.${benefit}.label`)}
              </dt>
              <dd className="text-5xl font-bold text-primary">{t(`benefits.${benefit}.figure`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
