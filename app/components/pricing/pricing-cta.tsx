import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

export function PricingCta() {
  const { t } = useTranslation('pricing')
  return (
    <CallToAction
      id="pricing-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[{ to: '/contact', label: t('cta.button') }]}
    />
  )
}
