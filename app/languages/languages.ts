/**
 * The site's languages and their URLs (decision 099). English is the default
 * and keeps its URLs; another language's pages live under its prefix
 * (`/fr`, `/fr/pricing`), with the same path segments and slugs as English.
 */
import { languages } from './codes'

export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

export function isLanguage(code: string | undefined): code is Language {
  return languages.some((language) => language === code)
}

/** The language a path's first segment names (never English: it has no prefix), and the path without it. */
export function splitLanguagePrefix(pathname: string): {
  language: Language | undefined
  path: string
} {
  const match = /^\/([a-z]{2})(?=\/|$|\.data$)(.*)$/.exec(pathname)
  const code = match?.[1]
  if (!match || !isLanguage(code) || code === defaultLanguage)
    return { language: undefined, path: pathname }
  return { language: code, path: match[2] || '/' }
}

/** An English path (`/pricing`, `/`) as it is in `language` (`/fr/pricing`, `/fr`). */
export function pathInLanguage(path: string, language: Language): string {
  if (language === defaultLanguage) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

/** A feed's path in the language of the page at `pagePath` (`/fr/…` gets the French feed). */
export function feedPathOf(pagePath: string, feedPath: string): string {
  return pathInLanguage(feedPath, splitLanguagePrefix(pagePath).language ?? defaultLanguage)
}
