import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'
import 'virtual:copy/contact'

const benefits = ['noCode', 'support', 'customisation', 'integration'] as const

export function WhyChooseCard() {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="why-choose-title"
      className="space-y-4 rounded-lg border bg-muted p-6"
    >
      <h2 id="why-choose-title" className="text-lg font-semibold">
        {t('contact.why.title')}
      </h2>
      <ul className="space-y-3 text-sm">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 shrink-0 text-brand-teal" aria-hidden="true" />
            {t(`contact.why.${benefit}`)}
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link to="/platform">{t('contact.why.cta')}</Link>
      </Button>
    </section>
  )
}
