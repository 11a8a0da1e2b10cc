import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { languages, namespaces } from '~/i18n'
import { keysOf, loadLocaleFile } from '~/locales/locale-files'
import browserI18next from './i18next'

/**
 * The browser's i18next (decision 071) against the library the server renders
 * with: the same text for every key of every locale file, with and without
 * values, so hydration never meets another word.
 */
const load = (language: string, namespace: string) => loadLocaleFile(language, namespace) as object

type Resources = Record<string, Record<string, object>>
const settings = {
  fallbackLng: false as const,
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
}

function both(lng: string, resources: Resources) {
  const library = i18next.createInstance()
  void library.init({ ...settings, lng, supportedLngs: [lng], resources })
  const browser = browserI18next.createInstance()
  void browser.init({ ...settings, lng, resources })
  return { library, browser }
}

describe.each(languages)('in %s', (language) => {
  const bundles = Object.fromEntries(namespaces.map((ns) => [ns, load(language, ns)]))
  const { library, browser } = both(language, { [language]: bundles })

  test('every key reads the same, with its values, without them, and with some missing', () => {
    let compared = 0
    for (const ns of namespaces) {
      for (const key of keysOf(bundles[ns])) {
        const full = `${ns}:${key}`
        const text = String(library.t(full))
        const names = [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1])
        const values = Object.fromEntries(names.map((name, index) => [name, `value ${index}`]))
        const someMissing = Object.fromEntries(names.slice(1).map((name) => [name, null]))
        for (const options of [undefined, values, someMissing, { count: 1 }, { count: 0 }]) {
          expect(browser.t(full, options), `${full} ${JSON.stringify(options)}`).toBe(
            library.t(full, options),
          )
          compared++
        }
        expect(browser.getFixedT(null, ns)(key)).toBe(library.getFixedT(null, ns)(key))
        expect(browser.exists(full)).toBe(library.exists(full))
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })
})

describe('beyond the locale files', () => {
  const resources = {
    en: {
      common: {
        greeting: 'Hi {{ name }}, {{user.role}} of {{company}}',
        items: 'items',
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        none_zero: 'nothing',
        none_other: '{{count}} things',
        empty: '',
        section: { title: 'Title' },
        list: ['a', 'b'],
      },
      home: { meta: { title: 'Home' } },
    },
  }
  const { library, browser } = both('en', resources)
  const cases: Array<[string, Record<string, unknown>?]> = [
    ['greeting', { name: 'Ada', user: { role: 'CEO' } }],
    ['greeting', { name: 3, company: { toString: () => 'Alakin' } }],
    ['greeting'],
    ['items', { count: 1 }],
    ['items', { count: 2 }],
    ['none', { count: 0 }],
    ['none', { count: 5 }],
    ['empty'],
    ['section'],
    ['list'],
    ['missing.key'],
    ['home:meta.title'],
    ['home:meta.missing'],
    ['nowhere:at.all'],
  ]

  test.each(cases)('%s %o reads the same', (key, options) => {
    expect(browser.t(key, options)).toBe(library.t(key, options ?? {}))
    expect(browser.exists(key)).toBe(library.exists(key))
  })

  test('a bundle added later is merged in, keeping or overwriting as asked', () => {
    const added = both('en', structuredClone(resources))
    for (const instance of [added.library, added.browser]) {
      instance.addResourceBundle('en', 'common', { section: { title: 'New', body: 'B' } }, true)
      instance.addResourceBundle('en', 'extra', { line: 'Extra' })
    }
    for (const key of ['section.title', 'section.body', 'extra:line', 'greeting']) {
      expect(added.browser.t(key)).toBe(added.library.t(key))
    }
    expect(added.browser.hasResourceBundle('en', 'extra')).toBe(true)
    expect(added.browser.hasResourceBundle('en', 'other')).toBe(false)
    for (const instance of [added.library, added.browser])
      instance.addResourceBundle('en', 'common', { section: { title: 'Newer' } }, true, true)
    expect(added.browser.t('section.title')).toBe(added.library.t('section.title'))
  })
})
