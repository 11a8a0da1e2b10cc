import { describe, expect, test } from 'vitest'
import { browserCopy } from './browser-copy'
import { copyAt } from './copy-parts'
import { keysOf, loadLocaleFile } from './locale-files'

const listed = Object.entries(browserCopy) as Array<[string, readonly string[]]>

describe('the words of each page namespace the browser renders (decision 162)', () => {
  test.each(listed)(
    '%s: every path names keys that exist, in English and French',
    (namespace, paths) => {
      for (const language of ['en', 'fr']) {
        const file = loadLocaleFile(language, namespace) as Record<string, unknown>
        for (const path of paths)
          expect(
            keysOf(copyAt(file, [path])).length,
            `${language} ${namespace} ${path}`,
          ).toBeGreaterThan(0)
      }
    },
  )

  test('the browser gets those words only, with their texts', () => {
    const about = loadLocaleFile('en', 'about') as { meta: object }
    expect(copyAt(about, browserCopy.about!)).toEqual({ meta: about.meta })
    expect(keysOf(about).length).toBeGreaterThan(keysOf(about.meta).length)
  })
})
