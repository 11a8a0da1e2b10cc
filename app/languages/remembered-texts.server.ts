/**
 * A server render calls `t('section.element')` a few hundred times, and i18next
 * answers each call by copying its options, splitting the key and walking the
 * store: about a sixth of an uncached render's processor time (docs/benchmarks.md,
 * "Uncached home page"). A call without options always gives the same text for
 * the same store, language, namespace and key prefix, so its answer is kept
 * until the store changes (a page's copy registered, staff's overrides set).
 * Calls with options (counts, values, a default) go to i18next as before.
 */
import type { i18n as I18n, TFunction } from 'i18next'

type Texts = Map<string, string>
const textsByStore = new WeakMap<object, Map<string, Texts>>()

function rememberedTexts(store: I18n['store'], scope: string): Texts {
  let scopes = textsByStore.get(store)
  if (!scopes) {
    const fresh = new Map<string, Texts>()
    scopes = fresh
    textsByStore.set(store, fresh)
    const forget = () => fresh.clear()
    store.on('added', forget)
    store.on('removed', forget)
  }
  let texts = scopes.get(scope)
  if (!texts) scopes.set(scope, (texts = new Map()))
  return texts
}

/** `instance`, whose translate functions remember what option-less calls answered. */
export function rememberingTexts(instance: I18n): I18n {
  const getFixedT = instance.getFixedT.bind(instance)
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const translate = getFixedT(...args)
    if (typeof args[2] === 'function') return translate // a selector prefix: rare, left as is
    const call = translate as unknown as (...all: unknown[]) => unknown
    const [language, namespace, keyPrefix] = args
    const scope = JSON.stringify([language, namespace, keyPrefix ?? null])
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest)
      const texts = rememberedTexts(instance.store, scope)
      let text = texts.get(key)
      if (text === undefined) {
        const answer = call(key)
        if (typeof answer !== 'string') return answer
        texts.set(key, (text = answer))
      }
      return text
    }
    // react-i18next and callers read the function's language, namespace and prefix.
    const { lng, lngs, ns, keyPrefix: prefix } = translate as unknown as Record<string, unknown>
    return Object.assign(remembering, { lng, lngs, ns, keyPrefix: prefix }) as unknown as TFunction
  }) as I18n['getFixedT']
  return instance
}
