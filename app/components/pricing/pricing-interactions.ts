import type { startLogoCarousel } from './logo-carousel-engine'

/**
 * What the pricing page's FAQ and logo carousel do with a visitor's presses
 * and keys (decision 159), fetched when a pointer, a focus or a touch first
 * reaches the page's body (interactions-on-demand.ts), the press that fetched
 * it replayed once it is here:
 * - a question opens its answer and closes any other, or closes its own; the
 *   arrow keys, Home and End move among the questions (WAI-ARIA's accordion);
 * - a pointer, a focus or a touch on the carousel fetches its sliding (Embla,
 *   decision 144), which an arrow's press waits for; a failed fetch is tried
 *   again on the next one;
 * - a logo that fails to load gives way to the customer's name (public-site
 *   §8), and the failure is logged.
 * It imports nothing, not even Embla's loader (`loadEngine`, given by the
 * page): an import would make the page's chunk carry the list of modules to
 * fetch with this one.
 */
export function pricingInteractions(
  root: ParentNode,
  signal: AbortSignal,
  loadEngine: () => Promise<{ startLogoCarousel: typeof startLogoCarousel }>,
) {
  let slides: Promise<(arrow: Element) => void> | undefined
  return (event: Event) => {
    const target = event.target as Element
    if (event.type === 'error') {
      if (!(target instanceof HTMLImageElement)) return
      console.warn(`Customer logo failed to load: ${target.getAttribute('src')}`)
      // The name, rendered in a <template> after the image (customer-logo.tsx), takes its place.
      target.parentElement!.replaceChildren(
        (target.nextElementSibling as HTMLTemplateElement).content,
      )
      return
    }
    const viewport = target
      .closest('[aria-roledescription="carousel"]')
      ?.querySelector<HTMLElement>('[data-testid="logo-viewport"]')
    if (viewport) {
      const arrow = event.type === 'click' && target.closest('button')
      slides ??= loadEngine().then(
        ({ startLogoCarousel }) => startLogoCarousel(viewport, signal),
        (error: unknown) => {
          slides = undefined
          throw error
        },
      )
      slides.then(
        (slide) => arrow && slide(arrow),
        () => {},
      )
    }
    const question = target.closest<HTMLButtonElement>('[aria-controls^="faq-"]')
    if (!question) return
    const questions = [...root.querySelectorAll<HTMLButtonElement>('[aria-controls^="faq-"]')]
    if (event.type === 'click') {
      const opening = question.getAttribute('aria-expanded') === 'false'
      for (const each of questions) {
        const open = opening && each === question
        each.setAttribute('aria-expanded', `${open}`)
        document.getElementById(each.getAttribute('aria-controls')!)!.hidden = !open
      }
    }
    const at = questions.indexOf(question)
    const last = questions.length - 1
    const next =
      event.type === 'keydown'
        ? {
            ArrowDown: at === last ? 0 : at + 1,
            ArrowUp: at === 0 ? last : at - 1,
            Home: 0,
            End: last,
          }[(event as KeyboardEvent).key]
        : undefined
    if (next === undefined) return
    event.preventDefault()
    questions[next]!.focus()
  }
}
