/**
 * Every text of the public site, as the repository's locale files define it
 * (the defaults): its key, the page it appears on and its text per language.
 * The back office's own copy (`common:admin.*`) is not site copy.
 */
import { namespaces } from '~/i18n'
import { translationFile } from '~/i18n-admin/translations.server'
import { keysOf } from '~/locales/locale-files'
import { valueAt } from '~/i18n-admin/missing-keys'
import { isSocialImageKey } from './search-engine-fields'

export interface CopyEntry {
  /** `namespace:section.element` */
  key: string
  namespace: string
  /** The page, then the section, the key's first two parts say where it sits. */
  page: string
  section: string
  /** Where the text can be seen. */
  path: string
  english: string
}

/** Where each locale file's texts appear; `common` is every page's (header, footer, shared parts). */
const pagePaths: Record<string, string> = {
  common: '/',
  home: '/',
  about: '/about',
  platform: '/platform',
  solutions: '/solutions',
  pricing: '/pricing',
  compliance: '/compliance',
  library: '/resources',
  privacy: '/privacy',
  terms: '/terms',
}
/** Common sections with a page of their own. */
const commonSectionPaths: Record<string, string> = {
  contact: '/contact',
  subscribe: '/subscribe',
  unsubscribe: '/unsubscribe',
  resources: '/resources',
  notFound: '/page-not-found',
}

/** The file's text of `key` in `language` (undefined when that file lacks it). */
export function defaultCopy(key: string, language: string): string | undefined {
  const colon = key.indexOf(':')
  const value = valueAt(translationFile(language, key.slice(0, colon)), key.slice(colon + 1))
  return typeof value === 'string' ? value : undefined
}

let catalogue: CopyEntry[] | undefined

/** Every public text key, in the files' order. */
export function copyCatalogue(): CopyEntry[] {
  catalogue ??= namespaces.flatMap((namespace) =>
    keysOf(translationFile('en', namespace))
      .filter((path) => !(namespace === 'common' && path.startsWith('admin.')))
      .flatMap((path) => {
        const english = valueAt(translationFile('en', namespace), path)
        if (typeof english !== 'string') return []
        const [section = '', subsection = ''] = path.split('.')
        const page = namespace === 'common' ? `common › ${section}` : namespace
        return [
          {
            key: `${namespace}:${path}`,
            namespace,
            page,
            section: namespace === 'common' ? subsection : section,
            path:
              (namespace === 'common' && commonSectionPaths[section]) ||
              pagePaths[namespace] ||
              '/',
            english,
          },
        ]
      }),
  )
  return catalogue
}

const byKey = () => new Map(copyCatalogue().map((entry) => [entry.key, entry]))
let index: Map<string, CopyEntry> | undefined

/** A page's social image: no text in the files, so not listed with them; its default is none. */
function socialImageEntry(key: string): CopyEntry | undefined {
  if (!isSocialImageKey(key)) return undefined
  const namespace = key.slice(0, key.indexOf(':'))
  return {
    key,
    namespace,
    page: namespace,
    section: 'meta',
    path: pagePaths[namespace]!,
    english: '',
  }
}

/** The entry of a public text key (or a page's social image), or undefined for any other string. */
export function copyEntry(key: string): CopyEntry | undefined {
  index ??= byKey()
  return index.get(key) ?? socialImageEntry(key)
}
