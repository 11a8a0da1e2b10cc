import { useTranslation } from 'react-i18next'

/** public-site §1: the approach in four steps. */
const steps = ['design', 'create', 'empower', 'monitor'] as const

export function PlatformWorkflow() {
  const { t } = useTranslation('platform')
  return (
    <section
      id="workflow"
      aria-labelledby="workflow-title"
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="text-center">
          <h2 id="workflow-title" className="text-3xl font-bold tracking-tight">
            {t('workflow.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('workflow.subtitle')}</p>
        </div>
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
      </div>
    </section>
  )
}
