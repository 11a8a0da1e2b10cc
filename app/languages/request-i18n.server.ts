/**
 * One i18next instance per request (decision 098). Each one is a clone of its
 * language's instance (made once, holding every namespace of that language's
 * files) and is the request's for its whole life: loaders, actions, meta and
 * the render read `i18n` from app/i18n.ts, which answers with the instance of
 * the request it runs in (an AsyncLocalStorage), or English outside any.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import i18next, { type i18n as I18n } from 'i18next'
import { namespaces, resolveRequestI18n } from '~/i18n'
import { getCopy } from './copy.server'
import { rememberingTexts } from './remembered-texts.server'
import type { Language } from './languages'

const requestInstance = new AsyncLocalStorage<I18n>()
resolveRequestI18n(() => requestInstance.getStore())

const languageInstances = new Map<Language, I18n>()

function languageInstance(language: Language): I18n {
  let instance = languageInstances.get(language)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.init({
      lng: language,
      // A key a translation lacks shows as the key, as in the browser (app/i18n-browser).
      fallbackLng: false,
      supportedLngs: [language],
      ns: [...namespaces],
      defaultNS: 'common',
      resources: {
        [language]: Object.fromEntries(namespaces.map((ns) => [ns, getCopy(language, ns) ?? {}])),
      },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes what it renders.
    })
    languageInstances.set(language, instance)
  }
  return instance
}

/** A new instance speaking `language`, for one request. */
export function createRequestI18n(language: Language): I18n {
  return rememberingTexts(
    languageInstance(language).cloneInstance({ lng: language, initAsync: false }),
  )
}

/** Runs `work` (a request's handling, render included) with its own instance in `language`. */
export function inRequestLanguage<T>(language: Language, work: () => T): T {
  return requestInstance.run(createRequestI18n(language), work)
}
