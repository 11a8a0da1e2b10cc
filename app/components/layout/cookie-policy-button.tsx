import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { useCookieConsent } from '~/cookies/cookie-consent-context'
import { useHydrated } from '~/utils/use-hydrated'

/** The footer's Cookie Policy button: opens the preferences modal (a link to the policy without JavaScript). */
export function CookiePolicyButton({ className }: { className: string }) {
  const { t } = useTranslation()
  const { openPreferences } = useCookieConsent()
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <Link to="/privacy" className={className}>
        {t('footer.cookiePolicy')}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={openPreferences}>
      {t('footer.cookiePolicy')}
    </button>
  )
}
