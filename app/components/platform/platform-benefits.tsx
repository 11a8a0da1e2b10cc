import { useTranslation } from 'react-i18next'
import { PageSection } from '~/components/marketing/page-section'

/** public-site §1: 90% less development time, 80% lower development costs. */
const benefits = ['time', 'cost'] as const

export function PlatformBenefits() {
  const { t } = useTranslation('platform')
  return (
    <PageSection
      id="benefits"
      tone="muted"
      width="4xl"
      title={t('benefits.title')}
      subtitle={t('benefits.subtitle')}
    >
      <dl className="mt-10 grid gap-6 text-center sm:grid-cols-2">
        {benefits.map((benefit) => (
          <div key={benefit} className="flex flex-col-reverse rounded-lg border bg-background p-8">
            <dt className="mt-2 text-lg text-muted-foreground">{t(`benefits.${benefit}.label`)}</dt>
            <dd className="text-5xl font-bold text-primary">{t(`benefits.${benefit}.figure`)}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  )
}
