/**
 * The site's copy as the locale files hold it: the one function other code
 * reads it with (the request's i18n, the Translation Manager, site-copy
 * editing). Every file is bundled into the server build, never the browser's.
 */
import type { namespaces } from '~/i18n'
import type { Language } from './languages'

export type Namespace = (typeof namespaces)[number]
export type CopyTree = { [key: string]: unknown }

const bundled = import.meta.glob<CopyTree>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** The copy of one namespace in one language (`getCopy('fr', 'pricing')`); undefined if no such file. */
export function getCopy(language: Language, namespace: Namespace): CopyTree | undefined {
  return bundled[`../locales/${language}/${namespace}.json`]
}
