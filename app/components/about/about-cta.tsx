import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

export function AboutCta() {
  const { t } = useTranslation('about')
  return (
    <CallToAction
      id="about-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      links={[
        { to: '/contact', label: t('cta.primary') },
        { to: '/platform', label: t('cta.secondary') },
      ]}
    />
  )
}
