/**
 * A dismissible bar at the top of the main content, in the page's flow (it
 * covers nothing), for a visitor whose browser prefers another active
 * language than the page's (issue 35). Never a redirect (decision 099): it is
 * shown in the browser only, after hydration, so every visitor and crawler
 * gets the URL they asked for and the cached page stays the same for all.
 * The note's code is fetched only when there is a language to suggest
 * (decision 144); if it cannot be, no note.
 */
import { Suspense, useState } from 'react'
import { useLocation, useMatches } from 'react-router'
import { LoadFailureBoundary } from '~/components/ui/load-failure-boundary'
import { lazyWithRetry } from '~/utils/lazy-with-retry'
import { useHydrated } from '~/utils/use-hydrated'
import { languageAlternates } from './alternates'
import { CHOSEN_LANGUAGE_KEY, rememberLanguage } from './language-switcher'
import { usePageLanguage } from './link'

const LanguageSuggestionNote = lazyWithRetry(() => import('./language-suggestion-note'))

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOSEN_LANGUAGE_KEY)
  } catch {
    return null
  }
}

export function LanguageSuggestion() {
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
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <LanguageSuggestionNote
          language={suggested.hrefLang}
          href={`${suggested.href}${search}`}
          onDismiss={() => {
            rememberLanguage(current)
            setDismissed(true)
          }}
        />
      </Suspense>
    </LoadFailureBoundary>
  )
}
