import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { showToast } from '~/components/ui/toast'

/**
 * A download of one translation file. The browser always downloads it itself
 * (a download made by a script after a fetch may be blocked as an "automatic"
 * one); with JavaScript a HEAD request beside it tells the outcome for the
 * toast (back-office §8).
 */
export function DownloadLink({
  href,
  fileName,
  label,
  languageName,
}: {
  href: string
  fileName: string
  label: string
  languageName: string
}) {
  const { t } = useTranslation()
  const values = { language: languageName }

  async function reportOutcome() {
    try {
      const response = await fetch(href, { method: 'HEAD' })
      const type = response.headers.get('Content-Type') ?? ''
      if (!response.ok || response.redirected || !type.startsWith('application/json'))
        throw new Error(`download answered ${response.status} ${type}`)
      void showToast('success', t('admin.translations.downloadedTitle'), {
        description: t('admin.translations.downloadedBody', values),
      })
    } catch {
      void showToast('error', t('admin.translations.failedTitle'), {
        description: t('admin.translations.failedBody', values),
      })
    }
  }

  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download={fileName} onClick={() => void reportOutcome()}>
        <Download aria-hidden="true" />
        {label}
        <span className="sr-only"> {t('admin.translations.forLanguage', values)}</span>
      </a>
    </Button>
  )
}
