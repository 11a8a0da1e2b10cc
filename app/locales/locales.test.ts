import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { i18n, languages, namespaces } from '~/i18n'
import { lengthAdvice } from '~/site-copy/search-engine-fields'
import { keysOf, loadLocaleFile } from './locale-files'

const load = loadLocaleFile

describe.each(namespaces)('the %s translation files', (namespace) => {
  const englishKeys = keysOf(load('en', namespace)).sort()

  test('English has keys in the section.subsection.element shape', () => {
    expect(englishKeys.length).toBeGreaterThan(0)
    for (const key of englishKeys)
      expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9][A-Za-z0-9-]*)*$/)
  })

  test.each(languages.filter((language) => language !== 'en'))(
    '%s has exactly the English keys, each with a non-empty text',
    (language) => {
      const file = load(language, namespace)
      expect(keysOf(file).sort()).toEqual(englishKeys)
      for (const key of englishKeys) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)
        expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key}`).toBe(true)
      }
    },
  )
})

test('every language has a file for every namespace and nothing else', () => {
  for (const language of languages) {
    expect(fs.readdirSync(path.join(import.meta.dirname, language)).sort()).toEqual(
      namespaces.map((namespace) => `${namespace}.json`).sort(),
    )
  }
})

test('a missing key renders as the key itself (spec §8)', () => {
  expect(i18n.t('nav.doesNotExist')).toBe('nav.doesNotExist')
  expect(i18n.t('notFound.title')).toBe('Oops! Page not found')
})

describe('English spelling', () => {
  // One spelling for the whole English copy: British (organisation, personalised,
  // programme, licence, centre), as most of the copy already was (decision 056).
  // An HTTP header name ("Authorization: Bearer") is not prose.
  const american =
    /\b(organiz\w*|personaliz\w*|localiz\w*|customiz\w*|optimiz\w*|prioritiz\w*|analyz\w*|recogniz\w*|standardiz\w*|authoriz(?!ation: Bearer)\w*|centers?|colors?|behaviors?|favorites?|enroll\w*|license[sd]?)\b/i
  test.each(namespaces)('the English %s file uses British spelling', (namespace) => {
    const values = (value: unknown): string[] =>
      value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(values)
        : [String(value)]
    const texts = values(load('en', namespace)).join('\n')
    expect(texts.match(new RegExp(american.source, 'gi')) ?? []).toEqual([])
  })
})

// The site's own editor advises 120 to 160 characters for a description (search engines cut
// longer ones): the defaults it shows a marketer in English and French follow that advice.
const descriptionOf = (language: string, namespace: (typeof namespaces)[number]) =>
  (load(language, namespace) as { meta?: { description?: string } }).meta?.description
const describedPages = namespaces.filter((namespace) => descriptionOf('en', namespace))

describe.each(['en', 'fr'])('the %s search-engine descriptions', (language) => {
  test.each(describedPages)('%s: meta.description within the advised length', (namespace) => {
    const description = descriptionOf(language, namespace)!
    expect(lengthAdvice('description', description), description).toBe('good')
  })
})
