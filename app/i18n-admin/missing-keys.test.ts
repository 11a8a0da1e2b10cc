import { describe, expect, test } from 'vitest'
import { missingKeys, translationKeys } from './missing-keys'

const english = {
  nav: { home: 'Home', about: 'About' },
  footer: { legal: { privacy: 'Privacy', terms: 'Terms' } },
  title: 'Alakin',
}

describe('translationKeys', () => {
  test('lists every leaf as a dotted path', () => {
    expect(translationKeys(english)).toEqual([
      'nav.home',
      'nav.about',
      'footer.legal.privacy',
      'footer.legal.terms',
      'title',
    ])
  })

  test('an empty file has no keys', () => {
    expect(translationKeys({})).toEqual([])
  })
})

describe('missingKeys', () => {
  test('a complete translation misses nothing', () => {
    const german = {
      nav: { home: 'Startseite', about: 'Über uns' },
      footer: { legal: { privacy: 'Datenschutz', terms: 'AGB' } },
      title: 'Alakin',
    }
    expect(missingKeys(english, german)).toEqual([])
  })

  test('absent, empty and blank texts are missing; extra keys are not counted', () => {
    const partial = {
      nav: { home: 'Accueil', about: '  ' },
      footer: { legal: { privacy: '' } },
      extra: 'ignored',
    }
    expect(missingKeys(english, partial)).toEqual([
      'nav.about',
      'footer.legal.privacy',
      'footer.legal.terms',
      'title',
    ])
  })

  test('a section replaced by a text, or a text by a section, is missing', () => {
    const wrongShape = {
      nav: 'Navigation',
      footer: { legal: { privacy: 'P', terms: 'T' } },
      title: { x: 'y' },
    }
    expect(missingKeys(english, wrongShape)).toEqual(['nav.home', 'nav.about', 'title'])
  })

  test('a missing file misses every key', () => {
    expect(missingKeys(english, undefined)).toHaveLength(5)
  })

  test('inherited object properties are not taken for translations', () => {
    expect(missingKeys({ toString: 'Text' }, {})).toEqual(['toString'])
  })
})
