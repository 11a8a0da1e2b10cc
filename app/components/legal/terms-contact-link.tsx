import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'

export function TermsContactLink() {
  const { t } = useTranslation('terms')
  return (
    <p>
      <Link to="/contact" className={buttonVariants()}>
        {t('contactLink')}
      </Link>
    </p>
  )
}
