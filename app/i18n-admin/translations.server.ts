/**
 * The Translation Manager's data (back-office §2, §7): the bundled locale
 * files, how complete each language is next to English, and the JSON files
 * offered for download.
 */
import { languages, namespaces } from '~/i18n'
import { missingKeys } from './missing-keys'

export type Language = (typeof languages)[number]
type Namespace = (typeof namespaces)[number]

/** Every locale file, bundled into the server build (never into the browser's). */
const bundled = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** The files a card offers: the language's main file, then its privacy and terms files. */
export const downloadableNamespaces = ['common', 'privacy', 'terms'] as const
export type DownloadableNamespace = (typeof downloadableNamespaces)[number]

export function translationFile(language: string, namespace: string) {
  return bundled[`../locales/${language}/${namespace}.json`]
}

/** §7: the main file downloads as {language}.json; privacy and terms as privacy-{language}.json… */
export function translationFileName(language: Language, namespace: DownloadableNamespace) {
  return namespace === 'common' ? `${language}.json` : `${namespace}-${language}.json`
}

const fileNamePattern = /^(?:(privacy|terms)-)?([a-z]{2})\.json$/

export function parseTranslationFileName(
  name: string,
): { language: Language; namespace: DownloadableNamespace } | null {
  const match = fileNamePattern.exec(name)
  const language = languages.find((code) => code === match?.[2])
  if (!match || !language) return null
  return { language, namespace: (match[1] as DownloadableNamespace | undefined) ?? 'common' }
}

/** The English keys a language lacks, over every namespace file. */
export function missingKeyCount(language: Language) {
  return namespaces.reduce(
    (count, namespace: Namespace) =>
      count +
      missingKeys(translationFile('en', namespace), translationFile(language, namespace)).length,
    0,
  )
}

export interface LanguageCard {
  language: Language
  active: boolean
  missing: number
  files: Array<{ namespace: DownloadableNamespace; fileName: string }>
}

/** Every language's card; `active`: the languages the site serves (app/languages/active-languages.server.ts). */
export function translationOverview(active: readonly Language[]): LanguageCard[] {
  return languages.map((language) => ({
    language,
    active: active.includes(language),
    missing: missingKeyCount(language),
    files: downloadableNamespaces
      .filter((namespace) => translationFile(language, namespace))
      .map((namespace) => ({ namespace, fileName: translationFileName(language, namespace) })),
  }))
}

/** §7: the bundled file pretty-printed with 2-space indentation, or null for an unknown name. */
export function translationDownload(name: string) {
  const parsed = parseTranslationFileName(name)
  const file = parsed && translationFile(parsed.language, parsed.namespace)
  if (!parsed || !file) return null
  return {
    fileName: translationFileName(parsed.language, parsed.namespace),
    body: JSON.stringify(file, null, 2),
  }
}
