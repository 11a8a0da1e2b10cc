import { onFirstIntent } from '~/utils/on-first-intent'

/**
 * The testimonial carousel of the kept markup, where scripts run (decision
 * 158): its arrows, rendered `hidden` for a page without JavaScript (whose
 * row scrolls natively), are shown; their code loads on the visitor's first
 * intent (`onFirstIntent`: the pointer, a touch, focus, or a click, replayed).
 */
export function enhanceCarousels(root: ParentNode) {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    carousel.querySelector<HTMLElement>('[data-carousel-controls]')?.removeAttribute('hidden')
    onFirstIntent(carousel, () =>
      import('./testimonial-carousel-controls').then((module) => module.controlCarousel),
    )
  }
}
