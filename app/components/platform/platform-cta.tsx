import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

export function PlatformCta() {
  const { t } = useTranslation('platform')
  return (
    <CallToAction
      id="platform-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[
        { to: '/contact?demo=true', label: t('cta.demo') },
        { to: '/pricing', label: t('cta.pricing') },
      ]}
    />
  )
}
