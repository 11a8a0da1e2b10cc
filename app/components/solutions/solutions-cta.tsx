import { useTranslation } from 'react-i18next'
import { CallToAction } from '~/components/marketing/call-to-action'

/** The closing call to action: a demo (/contact?demo=true) and the platform. */
export function SolutionsCta() {
  const { t } = useTranslation('solutions')
  return (
    <CallToAction
      id="solutions-cta-title"
      title={t('cta.title')}
      text={t('cta.subtitle')}
      links={[
        { to: '/contact?demo=true', label: t('cta.bookDemo') },
        { to: '/platform', label: t('cta.explorePlatform') },
      ]}
    />
  )
}
