import { Check, Network } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const points = ['standard', 'records', 'noCustom'] as const

export function FhirSection() {
  const { t } = useTranslation('compliance')
  return (
    <section id="fhir" aria-labelledby="fhir-title" className="bg-secondary px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-10 md:grid-cols-[auto_1fr]">
        <Network className="size-20 text-brand-teal" aria-hidden="true" />
        <div>
          <h2 id="fhir-title" className="text-3xl font-bold tracking-tight">
            {t('fhir.title')}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-secondary-foreground">{t('fhir.text')}</p>
          <ul className="mt-6 grid gap-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-teal" aria-hidden="true" />
                <span>{t(`fhir.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
