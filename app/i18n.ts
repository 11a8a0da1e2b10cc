import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
// common.json; in the browser without the parts only some pages show (the back
// office's copy, the contact page's...): the modules that show one import it
// (virtual:copy/<part>, app/locales/copy-parts.ts; decisions 066 and 079).
import common from 'virtual:common-copy'

/** The languages whose files exist (spec §9); only English is active. */
export const languages = ['de', 'en', 'es', 'fr', 'id', 'pt'] as const
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
 * One i18next instance for the server render and the browser. English ships
 * inside the bundle, so the first HTML already has every text and hydration
 * never flashes keys. A missing key renders as the key itself (spec §8).
 */
export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes what it renders.
})

/**
 * A page's own copy (its namespace file), registered by its route module at
 * load time, so the text ships in that route's chunk only and is there for
 * the server render and hydration alike. Use it with useTranslation(namespace).
 */
export function registerCopy(namespace: (typeof namespaces)[number], english: object) {
  // Merged under what is there: texts staff changed (site-copy/copy-i18n.ts) may be set first.
  i18n.addResourceBundle('en', namespace, english, true, false)
}
