/**
 * The words of a page that is not in English, in the browser (decision 161).
 * English ships in the bundle, split by what shows it: the shell has
 * common.json without its parts (app/locales/copy-parts.ts), a part comes with
 * the module that shows it (`virtual:copy/<part>`), a page's module registers
 * its own namespace's words (registerCopy). Another language follows the same
 * split, as chunks fetched beside them: its common words before the page
 * hydrates, a part with its module (a top-level await, vite.bundling.ts), a
 * namespace once a page module registers it, and a navigation to a page waits
 * for that page's words (usePageCopyReady). On the server, nothing: each
 * request's instance has every word of its language.
 */
import { use } from 'react'
import commonLoaders from 'virtual:language-copy'
import { i18n, onCopyRegistered, type Namespace } from '~/i18n'

const namespaceFiles = import.meta.glob<object>(
  ['../locales/*/*.json', '!../locales/en/*.json', '!../locales/*/common.json'],
  { import: 'default' },
)

let pending: Promise<unknown> | undefined

function add(language: string, namespace: Namespace, load: Promise<object>) {
  // Merged under what is there: texts staff changed (site-copy/copy-i18n.ts) may be set first.
  const added = load.then((words) => {
    i18n.addResourceBundle(language, namespace, words, true, false)
  })
  const all: Promise<unknown> = Promise.all([pending, added]).then(() => {
    if (pending === all) pending = undefined
  })
  pending = all
}

/** Before hydrating: the page's language's common words and those of the namespaces its modules registered. */
export function loadPageCopy(language: string): Promise<unknown> {
  const loadCommon = commonLoaders[language]
  if (!loadCommon) return Promise.resolve()
  add(
    language,
    'common',
    loadCommon().then((module) => module.default),
  )
  onCopyRegistered((namespace) => {
    const load = namespaceFiles[`../locales/${language}/${namespace}.json`]
    if (load) add(language, namespace, load())
  })
  return pending!
}

/** Suspends a render, a navigation's, until the words of the namespaces registered meanwhile are there. */
export function usePageCopyReady() {
  if (pending) use(pending)
}
