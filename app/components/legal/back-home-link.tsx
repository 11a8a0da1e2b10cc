import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'

export function BackHomeLink() {
  const { t } = useTranslation('privacy')
  return (
    <Link to="/" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      {t('backHome')}
    </Link>
  )
}
