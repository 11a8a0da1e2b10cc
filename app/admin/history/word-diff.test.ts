import { describe, expect, it } from 'vitest'
import { wordDiff } from './word-diff'

describe('wordDiff', () => {
  it('marks the one word a save changed among those it kept', () => {
    expect(wordDiff('A short guide to care', 'A practical guide to care')).toEqual([
      { kind: 'same', text: 'A ' },
      { kind: 'removed', text: 'short ' },
      { kind: 'added', text: 'practical ' },
      { kind: 'same', text: 'guide to care' },
    ])
  })

  it('keeps every word of both texts, in order', () => {
    const before = 'one two three four five'
    const after = 'zero one three four six five'
    const segments = wordDiff(before, after)
    const kept = (kind: string) =>
      segments
        .filter((s) => s.kind === 'same' || s.kind === kind)
        .map((s) => s.text)
        .join('')
    expect(kept('removed')).toBe(before)
    expect(kept('added')).toBe(after)
    expect(segments.filter((s) => s.kind === 'removed').map((s) => s.text.trim())).toEqual(['two'])
  })

  it('shows an emptied text as removed whole', () => {
    expect(wordDiff('gone', '')).toEqual([{ kind: 'removed', text: 'gone' }])
  })
})
