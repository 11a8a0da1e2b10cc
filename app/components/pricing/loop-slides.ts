/** Most logos in view at once (a fifth of the row from lg). */
export const MAX_LOGOS_IN_VIEW = 5

/**
 * The logos repeated until the row holds at least twice what fits in view,
 * so the carousel can loop however few logos there are. Repeats are marked
 * as copies (hidden from assistive technology).
 */
export function loopSlides<T>(items: readonly T[], inView = MAX_LOGOS_IN_VIEW) {
  if (items.length === 0) return []
  const slides: Array<{ logo: T; copy: boolean }> = items.map((logo) => ({ logo, copy: false }))
  while (slides.length < inView * 2) {
    for (const logo of items) slides.push({ logo, copy: true })
  }
  return slides
}
