import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { languages } from '~/i18n'
import {
  parseTranslationFileName,
  translationDownload,
  translationFileName,
  translationOverview,
} from './translations.server'

const localesDir = path.join(import.meta.dirname, '../locales')
const onDisk = (language: string, namespace: string) =>
  JSON.parse(
    fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
  ) as unknown

describe('translation downloads', () => {
  test.each(languages)(
    '%s: each file is the bundled one, pretty-printed with 2 spaces',
    (language) => {
      for (const namespace of ['common', 'privacy', 'terms'] as const) {
        const name = translationFileName(language, namespace)
        const download = translationDownload(name)
        expect(download?.fileName).toBe(name)
        expect(JSON.parse(download!.body)).toEqual(onDisk(language, namespace))
        expect(download!.body).toBe(JSON.stringify(onDisk(language, namespace), null, 2))
      }
    },
  )

  test('file names: {language}.json, privacy-{language}.json, terms-{language}.json', () => {
    expect(translationFileName('de', 'common')).toBe('de.json')
    expect(translationFileName('fr', 'privacy')).toBe('privacy-fr.json')
    expect(parseTranslationFileName('terms-pt.json')).toEqual({
      language: 'pt',
      namespace: 'terms',
    })
    expect(parseTranslationFileName('id.json')).toEqual({ language: 'id', namespace: 'common' })
  })

  test.each(['xx.json', 'home-de.json', '../en.json', 'de.js', 'de.json.exe', 'DE.json', ''])(
    'refuses %j',
    (name) => {
      expect(parseTranslationFileName(name)).toBeNull()
      expect(translationDownload(name)).toBeNull()
    },
  )
})

test('the overview: six languages, English alone active, nothing missing in the bundled files', () => {
  // Which languages are active is the database's (app/languages/active-languages.server.ts).
  const cards = translationOverview(['en'])
  expect(cards.map((card) => card.language)).toEqual(['de', 'en', 'es', 'fr', 'id', 'pt'])
  expect(cards.filter((card) => card.active).map((card) => card.language)).toEqual(['en'])
  expect(
    translationOverview(['en', 'fr'])
      .filter((card) => card.active)
      .map((card) => card.language),
  ).toEqual(['en', 'fr'])
  for (const card of cards) {
    expect(card.missing).toBe(0)
    expect(card.files.map((file) => file.fileName)).toEqual([
      `${card.language}.json`,
      `privacy-${card.language}.json`,
      `terms-${card.language}.json`,
    ])
  }
})
