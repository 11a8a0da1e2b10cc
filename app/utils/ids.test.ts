import { expect, test } from 'vitest'
import { createId } from './ids'

test('ids are the kind, the creation time in ms and a random suffix', () => {
  const at = new Date('2026-11-22T10:00:00Z')
  expect(createId('resource', at)).toMatch(/^resource-1795341600000-[0-9a-f]{10}$/)
})

test('ids created in the same millisecond never collide', () => {
  const at = new Date()
  const ids = new Set(Array.from({ length: 10_000 }, () => createId('contact', at)))
  expect(ids.size).toBe(10_000)
})
