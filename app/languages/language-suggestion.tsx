/**
 * A small, dismissible note for a visitor whose browser prefers another active
 * language than the page's (issue 35). Never a redirect (decision 099): it is
 * shown in the browser only, after hydration, so every visitor and crawler
 * gets the URL they asked for and the cached page stays the same for all.
 */
import { X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router'
import { useHydrated } from '~/utils/use-hydrated'
import { languageAlternates } from './alternates'
import { CHOSEN_LANGUAGE_KEY, languageNames, rememberLanguage } from './language-switcher'
import { usePageLanguage } from './link'

/** The note in the suggested language itself: the page's copy is in a language its reader may not read. */
const suggestionText: Record<string, string> = {
  de: 'Diese Seite gibt es auch auf Deutsch.',
  en: 'This page is also in English.',
  es: 'Esta página también está en español.',
  fr: 'Cette page existe aussi en français.',
  id: 'Halaman ini juga tersedia dalam Bahasa Indonesia.',
  pt: 'Esta página também está em português.',
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOSEN_LANGUAGE_KEY)
  } catch {
    return null
  }
}

export function LanguageSuggestion() {
  const { t } = useTranslation()
  const matches = useMatches()
  const { pathname, search } = useLocation()
  const current = usePageLanguage()
  const alternates = languageAlternates(matches, pathname)
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  // Read in the browser only, after hydration: the server's page is the same for everyone.
  const preferred = hydrated && !dismissed && !storedChoice() ? navigator.language.slice(0, 2) : ''
  const suggested = alternates.find(
    ({ hrefLang }) => hrefLang === preferred.toLowerCase() && hrefLang !== current,
  )

  if (!suggested) return null
  return (
    <aside
      lang={suggested.hrefLang}
      aria-label={languageNames[suggested.hrefLang]}
      className="fixed right-4 bottom-4 z-40 flex max-w-sm items-center gap-3 rounded-lg border bg-background p-3 text-sm shadow-lg"
    >
      <a
        href={`${suggested.href}${search}`}
        hrefLang={suggested.hrefLang}
        onClick={() => rememberLanguage(suggested.hrefLang)}
        className="underline underline-offset-4"
      >
        {suggestionText[suggested.hrefLang]}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(current)
          setDismissed(true)
        }}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('language.dismissSuggestion')}</span>
      </button>
    </aside>
  )
}
