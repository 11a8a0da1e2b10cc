/**
 * The logo carousel's sliding (Embla), fetched when the visitor first reaches
 * for the carousel rather than with the page (decisions 144 and 159): 7 kB
 * gzipped that most visits to /pricing never use.
 */
import EmblaCarousel from 'embla-carousel'
import { loopsAt } from './loop-slides'

/** Under prefers-reduced-motion the carousel jumps instead of sliding. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Starts Embla on the carousel's viewport, looping where the row has more
 * logos than fit in view at each breakpoint (its copies not counted), until
 * `signal` aborts. Returns what an arrow's press does.
 */
export function startLogoCarousel(viewport: HTMLElement, signal: AbortSignal) {
  const loops = loopsAt(
    viewport.querySelectorAll('[data-testid="logo-slide"]:not([data-copy])').length,
  )
  const embla = EmblaCarousel(viewport, {
    loop: true,
    align: 'start',
    active: loops.base,
    breakpoints: {
      '(min-width: 768px)': { active: loops.md },
      '(min-width: 1024px)': { active: loops.lg },
    },
  })
  signal.addEventListener('abort', () => embla.destroy())
  return (arrow: Element) =>
    arrow.hasAttribute('data-logo-next')
      ? embla.scrollNext(reducedMotion())
      : embla.scrollPrev(reducedMotion())
}
