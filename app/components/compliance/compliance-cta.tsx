import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

export function ComplianceCta() {
  const { t } = useTranslation('compliance')
  return (
    <CallToAction
      id="compliance-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[{ to: '/contact?department=security', label: t('cta.button') }]}
    />
  )
}
