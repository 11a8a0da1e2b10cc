/**
 * The language switcher of the header and footer (issue 35): the same page in
 * every active language, as a full page load (a page speaks one language,
 * decision 098). The choice is remembered in the browser only (local
 * storage): a cookie would take the visitor out of the page cache. Nothing
 * shows while English is the only active language.
 */
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router'
import { cn } from '~/utils/cn'
import { languageAlternates } from './alternates'
import { usePageLanguage } from './link'

export const CHOSEN_LANGUAGE_KEY = 'alakin-language'

/** Each language's name in itself: what a reader of that language looks for. */
export const languageNames: Record<string, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  pt: 'Português',
}

export function rememberLanguage(language: string) {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, language)
  } catch {
    // Storage refused (private mode): the link still leads to the page.
  }
}

/** `inFooter`: the footer's copy has a name of its own (two landmarks of one name confuse a screen reader's list). */
export function LanguageSwitcher({
  className,
  compact = false,
  inFooter = false,
}: {
  className?: string
  compact?: boolean
  inFooter?: boolean
}) {
  const { t } = useTranslation()
  const matches = useMatches()
  const { pathname, search } = useLocation()
  const current = usePageLanguage()
  const alternates = languageAlternates(matches, pathname).filter(
    ({ hrefLang }) => hrefLang !== 'x-default',
  )
  if (alternates.length === 0) return null
  return (
    <nav
      aria-label={t(inFooter ? 'language.footerSwitcher' : 'language.switcher')}
      className={className}
    >
      <ul className="flex items-center gap-1">
        {alternates.map(({ hrefLang, href }) => (
          <li key={hrefLang}>
            <a
              href={`${href}${search}`}
              hrefLang={hrefLang}
              lang={hrefLang}
              aria-current={hrefLang === current ? 'true' : undefined}
              onClick={() => rememberLanguage(hrefLang)}
              className={cn(
                'inline-flex min-h-6 items-center rounded px-2 py-1 text-sm underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                hrefLang === current ? 'font-semibold' : 'text-muted-foreground',
              )}
            >
              {compact ? (
                <>
                  <span aria-hidden="true">{hrefLang.toUpperCase()}</span>
                  <span className="sr-only">{languageNames[hrefLang]}</span>
                </>
              ) : (
                languageNames[hrefLang]
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
