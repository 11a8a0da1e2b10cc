import { useTranslation } from 'react-i18next'
import { PageSection } from '~/components/marketing/page-section'

/** public-site §1: the approach in four steps. */
const steps = ['design', 'create', 'empower', 'monitor'] as const

export function PlatformWorkflow() {
  const { t } = useTranslation('platform')
  return (
    <PageSection
      id="workflow"
      tone="muted"
      title={t('workflow.title')}
      subtitle={t('workflow.subtitle')}
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step} className="rounded-lg border bg-background p-6">
            <p className="text-sm font-semibold text-brand-teal">
              {t('workflow.stepLabel', { number: index + 1 })}
            </p>
            <h3 className="mt-2 text-lg font-semibold">{t(`workflow.steps.${step}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`workflow.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}
