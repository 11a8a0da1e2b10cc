import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

export function ClosingCta() {
  const { t } = useTranslation('home')
  return (
    <CallToAction
      id="home-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[{ to: '/contact?demo=true', label: t('cta.button'), testId: 'closing-cta' }]}
    />
  )
}
