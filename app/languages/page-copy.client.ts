/**
 * The copy of a page that is not in English, loaded in the browser: each
 * locale file is a chunk of its own, and a page loads its language's files
 * only. English is in the bundle (app/i18n.ts, registerCopy).
 */
import { i18n, namespaces } from '~/i18n'

const files = import.meta.glob<object>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
})

export async function loadPageCopy(language: string) {
  if (!language || language === 'en') return
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = files[`../locales/${language}/${namespace}.json`]
      if (load) i18n.addResourceBundle(language, namespace, await load(), true, true)
    }),
  )
}
