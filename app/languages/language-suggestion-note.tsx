/**
 * The language suggestion's note itself (issue 35), loaded only when
 * `LanguageSuggestion` finds a language to suggest (decision 144): most
 * visitors never see it.
 */
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { languageNames, rememberLanguage } from './language-switcher'

/** The note in the suggested language itself: the page's copy is in a language its reader may not read. */
const suggestionText: Record<string, string> = {
  de: 'Diese Seite gibt es auch auf Deutsch.',
  en: 'This page is also in English.',
  es: 'Esta página también está en español.',
  fr: 'Cette page existe aussi en français.',
  id: 'Halaman ini juga tersedia dalam Bahasa Indonesia.',
  pt: 'Esta página também está em português.',
}

export default function LanguageSuggestionNote({
  language,
  href,
  onDismiss,
}: {
  language: string
  href: string
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return (
    // A bar in the flow at the top of the main content, never over it: it pushes the page down
    // once, as the page hydrates. A region of the main content, not an aside (those sit beside it).
    <section lang={language} aria-label={languageNames[language]} className="border-b bg-muted/60">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1 text-sm sm:px-6">
        <a
          href={href}
          hrefLang={language}
          onClick={() => rememberLanguage(language)}
          className="underline underline-offset-4"
        >
          {suggestionText[language]}
        </a>
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('language.dismissSuggestion')}</span>
        </button>
      </div>
    </section>
  )
}
