import { expect, test } from 'vitest'
import { loopSlides, loopsAt } from './loop-slides'

test('four logos: one in view on phones loops without copies; they all fit from md, so no loop there', () => {
  const slides = loopSlides(['a', 'b', 'c', 'd'])
  expect(slides).toEqual(['a', 'b', 'c', 'd'].map((logo) => ({ logo, copy: false })))
  expect(loopsAt(4)).toEqual({ base: true, md: false, lg: false })
})

test('a few more logos than a view are repeated whole, so no view shows one twice', () => {
  const slides = loopSlides(['a', 'b', 'c', 'd', 'e', 'f'])
  expect(slides.length).toBeGreaterThanOrEqual(10)
  expect(slides.slice(0, 6).every((slide) => !slide.copy)).toBe(true)
  expect(slides.slice(6).every((slide) => slide.copy)).toBe(true)
  expect(slides.map((slide) => slide.logo).slice(6, 12)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  expect(loopsAt(6)).toEqual({ base: true, md: true, lg: true })
})

test('enough logos are not repeated; one does not loop; none gives no slides', () => {
  const many = Array.from({ length: 12 }, (_, i) => i)
  expect(loopSlides(many).every((slide) => !slide.copy)).toBe(true)
  expect(loopSlides(['a'])).toEqual([{ logo: 'a', copy: false }])
  expect(loopsAt(1)).toEqual({ base: false, md: false, lg: false })
  expect(loopSlides([])).toEqual([])
})
