import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { PagePart } from '~/components/layout/page-part'
import { Button } from '~/components/ui/button'
import type { Testimonial } from '~/content/testimonials'
import { useHydrated } from '~/utils/use-hydrated'
import { SectionHeading } from './section-heading'
import { TestimonialAvatar } from './testimonial-avatar'

/**
 * The testimonials in displayOrder: 1 slide at a time, 2 from the medium
 * breakpoint, 3 from the large one. Without JavaScript the row scrolls
 * natively (scroll snap), so every quote stays readable. When they all fit,
 * the row is centred and has no arrows.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('home')
  const hydrated = useHydrated()
  const viewport = useRef<HTMLDivElement>(null)
  // Where the row is scrolled: an external store (the element), read as React renders.
  const subscribe = useCallback((onChange: () => void) => {
    const element = viewport.current
    if (!element) return () => {}
    element.addEventListener('scroll', onChange, { passive: true })
    window.addEventListener('resize', onChange)
    return () => {
      element.removeEventListener('scroll', onChange)
      window.removeEventListener('resize', onChange)
    }
  }, [])
  const edges = useSyncExternalStore(
    subscribe,
    () => {
      const element = viewport.current
      if (!element) return 'start'
      const atStart = element.scrollLeft <= 1
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1
      return atStart && atEnd ? 'both' : atStart ? 'start' : atEnd ? 'end' : 'none'
    },
    () => 'start',
  )

  function scrollBySlide(direction: 1 | -1) {
    const element = viewport.current
    const slide = element?.firstElementChild
    if (!element || !(slide instanceof HTMLElement)) return
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollBy({
      left: direction * (slide.offsetWidth + gap),
      behavior: reduced ? 'auto' : 'smooth',
    })
  }

  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-muted px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        {/* The heading's words are the server's (decision 148); the carousel is React's. */}
        <PagePart name="home-testimonials-heading">
          {import.meta.env.SSR && (
            <SectionHeading
              id="home-testimonials-title"
              title={t('testimonials.title')}
              subtitle={t('testimonials.subtitle')}
            />
          )}
        </PagePart>
        <div role="region" aria-roledescription="carousel" aria-label={t('testimonials.carousel')}>
          <div
            ref={viewport}
            data-testid="testimonial-viewport"
            // Scrollable with the keyboard too (arrow keys), with or without JavaScript.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            // Fewer testimonials than slots: centred, not left with an empty slot.
            className="flex snap-x snap-mandatory justify-center-safe gap-4 overflow-x-auto scroll-smooth rounded-xl pb-4 outline-none focus-visible:ring-3 focus-visible:ring-ring motion-reduce:scroll-auto"
          >
            {testimonials.map((testimonial, index) => (
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('testimonials.slide', {
                  index: index + 1,
                  count: testimonials.length,
                })}
                data-testid="testimonial-slide"
                className="min-w-0 shrink-0 grow-0 basis-full snap-start md:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]"
              >
                <figure className="flex h-full flex-col rounded-xl border bg-background p-6 shadow-sm">
                  <blockquote className="flex-1 text-lg">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <TestimonialAvatar src={testimonial.avatarSrc} author={testimonial.author} />
                    <span>
                      <span className="block font-semibold" data-testid="testimonial-author">
                        {testimonial.author}
                      </span>
                      <span className="block text-sm text-muted-foreground">
                        {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
          {/* No arrows when every testimonial is in view: nothing to scroll to. */}
          {hydrated && edges !== 'both' && (
            <div className="mt-6 flex justify-center gap-3">
              <Button
                variant="outline"
                size="icon"
                onClick={() => scrollBySlide(-1)}
                disabled={edges === 'start'}
                aria-label={t('testimonials.previous')}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                onClick={() => scrollBySlide(1)}
                disabled={edges === 'end'}
                aria-label={t('testimonials.next')}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
