/**
 * The words of a page that is not in English, in the browser (decision 161).
 * English ships in the bundle, split by what shows it: the shell has
 * common.json without its parts (app/locales/copy-parts.ts), a part comes with
 * the module that shows it (`virtual:copy/<part>`), a page's module registers
 * its own namespace's words (registerCopy). Another language follows the same
 * split, as chunks fetched beside them: its common words before the page
 * hydrates, a part with the module that shows it (which awaits addCopyPart at
 * its top level), a namespace once a page module registers it, and a
 * navigation to a page waits for that page's words (usePageCopyReady). On the
 * server, nothing: each request's instance has every word of its language.
 */
import { use } from 'react'
import languageCopyLoaders from 'virtual:language-copy'
import { i18n, onCopyRegistered, type Namespace } from '~/i18n'

const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang)

let languageCopy: ReturnType<NonNullable<(typeof languageCopyLoaders)[string]>> | undefined
/** The language's common words and its parts' loaders, loaded once: by the entry, or by a part's module before it. */
const languageCopyIn = (language: string) => (languageCopy ??= languageCopyLoaders[language]?.())

let pending: Promise<unknown> | undefined

/** Adds `words` under what is there: texts staff changed (site-copy/copy-i18n.ts) may be set first. */
function add(language: string, namespace: Namespace, words: Promise<object>) {
  const added = words.then((loaded) => {
    i18n.addResourceBundle(language, namespace, loaded, true, false)
  })
  const all: Promise<unknown> = Promise.all([pending, added]).then(() => {
    if (pending === all) pending = undefined
  })
  pending = all
}

/** Before hydrating: the page's language's common words and those of the namespaces its modules registered. */
export function loadPageCopy(language: string): Promise<unknown> {
  const copy = languageCopyIn(language)
  if (!copy) return Promise.resolve()
  add(
    language,
    'common',
    copy.then((loaded) => loaded.common),
  )
  onCopyRegistered((namespace) =>
    add(
      language,
      namespace,
      copy.then(async (loaded) => (await loaded.namespaces[namespace]?.())?.default ?? {}),
    ),
  )
  return pending!
}

/** A part of common.json in the page's language, awaited by the module that shows it (vite.bundling.ts). */
export async function addCopyPart(part: string) {
  const language = pageLanguage()
  const load = (await languageCopyIn(language))?.parts[part]
  if (load) i18n.addResourceBundle(language, 'common', (await load()).default, true, false)
}

/** Suspends a render, a navigation's, until the words of the namespaces registered meanwhile are there. */
export function usePageCopyReady() {
  if (pending) use(pending)
}
