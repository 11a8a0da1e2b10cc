/** Logos in view at once: one on phones, a quarter of the row from md, a fifth from lg (public-site §9). */
export const LOGOS_IN_VIEW = { base: 1, md: 4, lg: 5 } as const

export type LogoBreakpoint = keyof typeof LOGOS_IN_VIEW

/** Where the carousel has something to scroll: more logos than fit in view. */
export function loopsAt(count: number): Record<LogoBreakpoint, boolean> {
  return {
    base: count > LOGOS_IN_VIEW.base,
    md: count > LOGOS_IN_VIEW.md,
    lg: count > LOGOS_IN_VIEW.lg,
  }
}

/**
 * The logos, repeated until the row holds twice the largest view in which
 * they loop, so the carousel can loop however few there are. A view never
 * shows a logo twice: where all of them fit, the row does not loop and the
 * copies are hidden. Repeats are marked as copies (hidden from assistive
 * technology).
 */
export function loopSlides<T>(items: readonly T[]) {
  if (items.length === 0) return []
  const loops = loopsAt(items.length)
  const inView = Math.max(
    ...(Object.keys(LOGOS_IN_VIEW) as LogoBreakpoint[])
      .filter((breakpoint) => loops[breakpoint])
      .map((breakpoint) => LOGOS_IN_VIEW[breakpoint]),
    0,
  )
  const slides: Array<{ logo: T; copy: boolean }> = items.map((logo) => ({ logo, copy: false }))
  while (slides.length < inView * 2) {
    for (const logo of items) slides.push({ logo, copy: true })
  }
  return slides
}
