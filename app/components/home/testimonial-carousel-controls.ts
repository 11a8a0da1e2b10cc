/**
 * The testimonial carousel's arrows (decision 158), loaded on the visitor's
 * first intent: each scrolls the row by one slide, and is disabled at its end
 * of the row, as the row is scrolled by any means. No words: the labels are
 * the server's markup.
 */
export function controlCarousel(carousel: HTMLElement) {
  const viewport = carousel.querySelector<HTMLElement>('[data-testid="testimonial-viewport"]')!
  const arrows = carousel.querySelectorAll<HTMLButtonElement>('[data-carousel-step]')
  const update = () => {
    const atStart = viewport.scrollLeft <= 1
    const atEnd = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1
    for (const arrow of arrows)
      arrow.disabled = arrow.dataset.carouselStep === '1' ? atEnd : atStart
  }
  for (const arrow of arrows)
    arrow.addEventListener('click', () => {
      const slide = viewport.firstElementChild as HTMLElement
      const gap = parseFloat(getComputedStyle(viewport).columnGap) || 0
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      viewport.scrollBy({
        left: Number(arrow.dataset.carouselStep) * (slide.offsetWidth + gap),
        behavior: reduced ? 'auto' : 'smooth',
      })
    })
  viewport.addEventListener('scroll', update, { passive: true })
  new ResizeObserver(update).observe(viewport)
  update()
}
