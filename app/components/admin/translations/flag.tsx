import { useTranslation } from 'react-i18next'
import type { Language } from '~/i18n-admin/translations.server'

/** Regional-indicator emoji: drawn by the system's emoji font, no image to fetch. */
const flags: Record<Language, string> = {
  de: '🇩🇪',
  en: '🇬🇧',
  es: '🇪🇸',
  fr: '🇫🇷',
  id: '🇮🇩',
  pt: '🇵🇹',
}

export function Flag({ language }: { language: Language }) {
  const { t } = useTranslation()
  return (
    <span
      role="img"
      aria-label={t(`admin.translations.flags.${language}`)}
      className="text-3xl leading-none"
    >
      {flags[language]}
    </span>
  )
}
