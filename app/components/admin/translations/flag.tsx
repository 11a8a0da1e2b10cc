import { useTranslation } from 'react-i18next'
import type { Language } from '~/i18n-admin/translations.server'

/**
 * Small inline SVG flags (simplified, 3:2): drawn by every browser, unlike the
 * regional-indicator emoji many systems show as two letters or empty boxes.
 */
const flags: Record<Language, React.ReactNode> = {
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  id: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="10" fill="#ce1126" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect width="12" height="20" fill="#046a38" />
      <circle cx="12" cy="10" r="4" fill="#ffe900" stroke="#fff" strokeWidth="0.5" />
    </>
  ),
}

export function Flag({ language }: { language: Language }) {
  const { t } = useTranslation()
  return (
    <svg
      role="img"
      aria-label={t(`admin.translations.flags.${language}`)}
      viewBox="0 0 30 20"
      width="36"
      height="24"
      className="shrink-0 rounded-sm border"
      data-testid={`flag-${language}`}
    >
      {flags[language]}
    </svg>
  )
}
