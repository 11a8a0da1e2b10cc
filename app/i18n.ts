import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
// common.json; in the browser without the parts only some pages show (the back
// office's copy, the contact page's...): the modules that show one import it
// (virtual:copy/<part>, app/locales/copy-parts.ts; decisions 066 and 079).
import common from 'virtual:common-copy'

/** The languages whose files exist (spec §9); only English is active. */
export { languages } from './languages/codes'
export const namespaces = [
  'common',
  'privacy',
  'terms',
  'home',
  'about',
  'platform',
  'solutions',
  'pricing',
  'compliance',
  'library',
] as const

/**
 * The English instance: on the server, what runs outside any request; in the
 * browser, the page's instance, speaking the page's language (`<html lang>`),
 * whose copy app/entry.client.tsx adds before hydrating when it is not English.
 * English ships inside the bundle, so an English page's first HTML already has
 * every text and hydration never flashes keys. A missing key renders as the
 * key itself (spec §8).
 */
const pageInstance = i18next.createInstance()
const pageLanguage = (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en'

void pageInstance.use(initReactI18next).init({
  lng: pageLanguage,
  fallbackLng: false,
  supportedLngs: [pageLanguage],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders.
})

let requestI18n: () => typeof pageInstance | undefined = () => undefined

/** On the server, how `i18n` finds the current request's instance (app/languages/request-i18n.server.ts). */
export function resolveRequestI18n(resolve: () => typeof pageInstance | undefined) {
  requestI18n = resolve
}

/**
 * The i18n of whatever runs now: on the server the current request's own
 * instance (decision 098), in the browser the page's. Read it when needed
 * (`i18n.t(...)` inside a function), never keep what it gives at module level.
 */
export const i18n = new Proxy(pageInstance, {
  get: (english, property) => Reflect.get(requestI18n() ?? english, property),
  set: (english, property, value) => Reflect.set(requestI18n() ?? english, property, value),
})

/**
 * A page's own copy (its namespace file), registered by its route module at
 * load time, so the text ships in that route's chunk only and is there for
 * the server render and hydration alike. Use it with useTranslation(namespace).
 */
export function registerCopy(namespace: Namespace, english: object) {
  // Merged under what is there: texts staff changed (site-copy/copy-i18n.ts) may be set first.
  pageInstance.addResourceBundle('en', namespace, english, true, false)
  if (registered.has(namespace)) return
  registered.add(namespace)
  whenRegistered?.(namespace)
}

export type Namespace = (typeof namespaces)[number]
const registered = new Set<Namespace>()
let whenRegistered: ((namespace: Namespace) => void) | undefined

/**
 * Calls `callback` with each namespace a page module registered, and with
 * each one registered from then on: on a page in another language than
 * English, app/languages/page-copy.ts fetches that language's words for them.
 */
export function onCopyRegistered(callback: (namespace: Namespace) => void) {
  whenRegistered = callback
  registered.forEach(callback)
}
