/**
 * The logo carousel's sliding (Embla), fetched when the visitor first reaches
 * for the carousel rather than with the page (decision 144): 7 kB gzipped
 * that most visits to /pricing never use.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import type { LogoBreakpoint } from './loop-slides'

export type LogoCarouselEngine = EmblaCarouselType

/** Loops where the row has more logos than fit in view, at each breakpoint. */
export function startLogoCarousel(
  viewport: HTMLElement,
  loops: Record<LogoBreakpoint, boolean>,
): LogoCarouselEngine {
  return EmblaCarousel(viewport, {
    loop: true,
    align: 'start',
    active: loops.base,
    breakpoints: {
      '(min-width: 768px)': { active: loops.md },
      '(min-width: 1024px)': { active: loops.lg },
    },
  })
}
