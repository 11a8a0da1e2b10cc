import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { rememberingTexts } from './remembered-texts.server'

function instance() {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['home'],
    defaultNS: 'home',
    resources: {
      en: {
        home: {
          hero: {
            title: 'Build care apps',
            count_one: '{{count}} app',
            count_other: '{{count}} apps',
          },
        },
      },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return rememberingTexts(i18n)
}

describe('remembered texts', () => {
  it('answers an option-less call from memory until the copy changes, in every translate function of the store', () => {
    const i18n = instance()
    const t = i18n.getFixedT('en', 'home')
    expect(t('hero.title')).toBe('Build care apps')
    // A text staff change (site copy overrides) lands in the store: the next call sees it.
    i18n.addResourceBundle('en', 'home', { hero: { title: 'Build care apps, faster' } }, true, true)
    expect(t('hero.title')).toBe('Build care apps, faster')
    expect(i18n.getFixedT('en', 'home')('hero.title')).toBe('Build care apps, faster')
    i18n.removeResourceBundle('en', 'home')
    expect(t('hero.title')).toBe('hero.title')
  })

  it('keeps calls with options, key prefixes and namespaces apart', () => {
    const i18n = instance()
    const t = i18n.getFixedT('en', 'home')
    expect(t('hero.count', { count: 1 })).toBe('1 app')
    expect(t('hero.count', { count: 3 })).toBe('3 apps')
    expect(i18n.getFixedT('en', 'home', 'hero')('title')).toBe('Build care apps')
    expect(i18n.getFixedT('en', 'home')('title')).toBe('title')
    expect(i18n.getFixedT('en', 'other')('hero.title')).toBe('hero.title')
  })

  it('leaves the translate function as react-i18next reads it', () => {
    const t = instance().getFixedT('en', 'home', 'hero') as unknown as Record<string, unknown>
    expect([t.lng, t.ns, t.keyPrefix]).toEqual(['en', 'home', 'hero'])
  })
})
