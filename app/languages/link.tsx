/**
 * Links and paths in the page's language (decision 099): on a French page,
 * `/pricing` leads to `/fr/pricing`. Public pages import `Link` from here
 * instead of react-router; a path outside the public pages is left alone.
 */
import { Link as RouterLink, type LinkProps, useRouteLoaderData } from 'react-router'
import {
  defaultLanguage,
  isLanguage,
  pathInLanguage,
  splitLanguagePrefix,
  type Language,
} from './languages'

/** The language the root loader found for this page (English when it has none, e.g. a crash). */
export function usePageLanguage(): Language {
  const language = useRouteLoaderData<{ language?: string }>('root')?.language
  return isLanguage(language) ? language : defaultLanguage
}

// Not pages of the public site: the back office, the API, files, previews, the calendar files and feed.
const NOT_A_PAGE =
  /^\/(admin|api|uploads|media|assets|preview|cookie-consent)(\/|$)|^\/resources\/(calendar\/|newsroom\/feed\.xml)/

/** `to` (a site path, with any query or hash) in `language`; anything else unchanged. */
export function localizedTo(to: string, language: Language): string {
  if (language === defaultLanguage || !to.startsWith('/') || to.startsWith('//')) return to
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? []
  if (NOT_A_PAGE.test(path) || splitLanguagePrefix(path).language) return to
  return pathInLanguage(path, language) + rest
}

/** A path of the site in the page's language: `useLocalizedTo()('/pricing')`. */
export function useLocalizedTo() {
  const language = usePageLanguage()
  return (to: string) => localizedTo(to, language)
}

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedTo()
  return <RouterLink to={typeof to === 'string' ? localize(to) : to} {...props} />
}
