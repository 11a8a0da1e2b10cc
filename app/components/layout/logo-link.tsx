import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Logo } from '~/components/ui/logo'

/** The logo, linking home. */
export function LogoLink() {
  const { t } = useTranslation()
  return (
    <Link
      to="/"
      aria-label={t('logo.label')}
      className="rounded-md focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Logo size="small" />
    </Link>
  )
}
