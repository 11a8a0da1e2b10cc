/**
 * The same page in every active language, for `hreflang` links and the
 * language switcher (decision 099). Every page exists in every active language
 * (content not translated shows in its own language), so the list is the
 * active languages; with English alone there is none, and English pages keep
 * the head they had.
 */
import {
  defaultLanguage,
  isLanguage,
  pathInLanguage,
  splitLanguagePrefix,
  type Language,
} from './languages'

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The active languages the root loader read. */
export function activeLanguagesOf(matches: Matches): Language[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { activeLanguages?: string[] } | undefined
  return (root?.activeLanguages ?? []).filter(isLanguage)
}

/** `{ hrefLang, href }` per active language, then `x-default` (English), for the page at `pathname`. */
export function languageAlternates(matches: Matches, pathname: string) {
  const active = activeLanguagesOf(matches)
  if (active.length < 2) return []
  const { path } = splitLanguagePrefix(pathname)
  return [
    ...active.map((language) => ({
      hrefLang: language as string,
      href: pathInLanguage(path, language),
    })),
    { hrefLang: 'x-default', href: pathInLanguage(path, defaultLanguage) },
  ]
}
