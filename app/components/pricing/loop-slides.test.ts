import { expect, test } from 'vitest'
import { loopSlides } from './loop-slides'

test('few logos are repeated until the row holds twice the view, repeats marked as copies', () => {
  const slides = loopSlides(['a', 'b', 'c', 'd'])
  expect(slides.length).toBeGreaterThanOrEqual(10)
  expect(slides.slice(0, 4)).toEqual(['a', 'b', 'c', 'd'].map((logo) => ({ logo, copy: false })))
  expect(slides.slice(4).every((slide) => slide.copy)).toBe(true)
  expect(slides.map((slide) => slide.logo).slice(4, 8)).toEqual(['a', 'b', 'c', 'd'])
})

test('enough logos are not repeated; none gives no slides', () => {
  const many = Array.from({ length: 12 }, (_, i) => i)
  expect(loopSlides(many).every((slide) => !slide.copy)).toBe(true)
  expect(loopSlides([])).toEqual([])
})
