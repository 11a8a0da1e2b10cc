import { describe, expect, test } from 'vitest'
import { sniffType } from '~/uploads/uploads.server'
import { simplePdf } from './seed-pdf'

describe('the seed PDF writer', () => {
  const bytes = simplePdf('A (bracketed) title', ['first line', 'back\\slash'])
  const text = Buffer.from(bytes).toString('latin1')

  test('is a PDF by its content, the way uploads are checked', () => {
    expect(sniffType(bytes)?.type).toBe('application/pdf')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  test('every cross-reference entry points at its object, and startxref at the table', () => {
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)]
    expect(entries).toHaveLength(5)
    entries.forEach((entry, index) => {
      const offset = Number(entry[1])
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`)
    })
  })

  test('escapes brackets and backslashes in the text and declares the stream length', () => {
    expect(text).toContain('(A \\(bracketed\\) title) Tj')
    expect(text).toContain('(back\\\\slash) Tj')
    const [, length, stream] = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!
    expect(Number(length)).toBe(stream!.length)
  })
})
