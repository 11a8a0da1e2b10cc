import { describe, expect, test } from 'vitest'
import privacy from '~/locales/en/privacy.json'
import terms from '~/locales/en/terms.json'
import type { LegalSectionDefinition } from './legal-section'
import { privacySections } from './privacy-sections'
import { termsSections } from './terms-sections'

/** Every key a section renders, as LegalSection builds it. */
function renderedKeys(section: LegalSectionDefinition) {
  const base = `sections.${section.key}`
  return [
    `${base}.title`,
    ...section.blocks.flatMap((block) =>
      'p' in block
        ? [`${base}.${block.p}`]
        : 'list' in block
          ? block.items.map((item) => `${base}.${block.list}.${item}`)
          : block.items.flatMap((item) => [
              `${base}.${block.terms}.${item}.title`,
              `${base}.${block.terms}.${item}.text`,
            ]),
    ),
  ]
}

const lookup = (copy: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], copy)

describe.each([
  { name: 'privacy', sections: privacySections, copy: privacy, count: 14 },
  { name: 'terms', sections: termsSections, count: 11, copy: terms },
])('the $name sections', ({ sections, copy, count }) => {
  test(`are ${count}, with distinct anchors`, () => {
    expect(sections).toHaveLength(count)
    expect(new Set(sections.map((section) => section.id)).size).toBe(count)
  })

  test('render only English texts that exist, and every text of the file is rendered', () => {
    const keys = sections.flatMap(renderedKeys)
    for (const key of keys) expect(typeof lookup(copy, key), key).toBe('string')
    // Nothing written in the file is left out of the page (the contact block renders its own keys).
    const written = Object.entries(copy.sections).flatMap(([section, value]) =>
      Object.keys(value as object).map((child) => `sections.${section}.${child}`),
    )
    const renderedParents = new Set(keys.map((key) => key.split('.').slice(0, 3).join('.')))
    const extra = written.filter(
      (key) => !renderedParents.has(key) && !key.startsWith('sections.contact.'),
    )
    expect(extra).toEqual([])
  })
})
