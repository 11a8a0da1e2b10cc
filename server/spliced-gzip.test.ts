import { execFileSync } from 'node:child_process'
import { gunzipSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileGzipTemplate, renderGzip, renderPlain } from './spliced-gzip'

const SLOT = /__slot_(\d+)__/g
/** Slot i's values are i * 7 bytes long (the nonce and tokens have fixed lengths too). */
const lengthOf = (slot: number) => slot * 7
const compile = (text: string) =>
  compileGzipTemplate(text, SLOT, (match) => Number(match[1]), lengthOf)
const fill = (text: string, values: string[]) =>
  text.replace(SLOT, (_, slot: string) => values[Number(slot)]!)
const valuesFor = (seed: string[]) => seed.map((char, slot) => char.repeat(lengthOf(slot)))

describe('a gzip body spliced from pieces compressed once', () => {
  test('decompresses to the template with each slot filled, as the plain body reads', () => {
    const slotText = fc.integer({ min: 0, max: 2 }).map((slot) => `__slot_${slot}__`)
    // Short texts from a few characters repeat, as a page does: back-references across pieces.
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '<', 'é', '\u0000'), maxLength: 300 })
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.string({ maxLength: 50 }), slotText), { maxLength: 12 }),
        fc.array(fc.constantFrom('x', 'a', '\u0000', '<'), { minLength: 3, maxLength: 3 }),
        (parts, seed) => {
          const page = parts.join('')
          const template = compile(page)
          const values = valuesFor(seed)
          // gunzip checks the trailer's CRC-32 and length as well as the blocks.
          expect(gunzipSync(renderGzip(template, values)!).toString()).toBe(fill(page, values))
          expect(renderPlain(template, values).toString()).toBe(fill(page, values))
        },
      ),
      { numRuns: 1000 },
    )
  })

  test('a value of another length than its slot gets no gzip body, the plain one still reads', () => {
    const template = compile('<p>__slot_1__</p><p>__slot_1__</p>')
    expect(renderGzip(template, ['', 'too short'])).toBeNull()
    expect(renderPlain(template, ['', 'too short']).toString()).toBe(
      '<p>too short</p><p>too short</p>',
    )
  })

  test('a value longer than one stored block (64 kB)', () => {
    const page = `<p>${'Alakin, plateforme no-code. '.repeat(3000)}__slot_1__</p>`
    const template = compileGzipTemplate(
      page,
      SLOT,
      () => 1,
      () => 70_000,
    )
    const values = ['', 'x'.repeat(70_000)]
    expect(gunzipSync(renderGzip(template, values)!).toString()).toBe(fill(page, values))
  })

  test('the gzip tool accepts it, and it is within a few bytes of one pass of gzip -9', () => {
    const row = (i: number) => `{"title":"Parcours de soins ${i % 17}","id":${i}},`
    const page = [
      '<html><script nonce="__slot_1__">',
      Array.from({ length: 1500 }, (_, i) => row(i)).join(''),
      '</script><input value="__slot_2__"><script nonce="__slot_1__">',
      Array.from({ length: 500 }, (_, i) => row(i)).join(''),
      '</script></html>',
    ].join('')
    const values = valuesFor(['', 'n', 't'])
    const body = renderGzip(compile(page), values)!
    expect(execFileSync('gzip', ['-dc'], { input: body }).toString()).toBe(fill(page, values))
    const onePass = gzipSync(fill(page, values), { level: 9 }).length
    expect(body.length).toBeLessThan(onePass + 60)
  })
})
