import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { Testimonial } from '~/content/testimonials'
import { cn } from '~/utils/cn'
import { SectionHeading } from './section-heading'
import { TestimonialAvatar } from './testimonial-avatar'

/** No arrows where every testimonial is in view (1 slot, 2 from md, 3 from lg): nothing to scroll to. */
const arrowsWhere = (count: number) => (count === 2 ? 'md:hidden' : count === 3 ? 'lg:hidden' : '')

/**
 * The testimonials in displayOrder: 1 slide at a time, 2 from the medium
 * breakpoint, 3 from the large one. Server markup (decision 158):
 * a native scroll-snap row, so without JavaScript every quote stays readable
 * (touch, trackpad, keyboard); where scripts run `enhanceCarousels` shows the
 * arrows, and their code (./testimonial-carousel-controls.ts) loads on the
 * visitor's first intent. When they all fit, the row is centred and has no arrows.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('home')
  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-muted px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="home-testimonials-title"
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('testimonials.carousel')}
          data-carousel=""
        >
          <div
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
          {testimonials.length > 1 && (
            <div
              hidden
              data-carousel-controls=""
              className={cn('mt-6 flex justify-center gap-3', arrowsWhere(testimonials.length))}
            >
              {/* At the start: nothing before. The code that scrolls follows the row from there. */}
              <Button
                variant="outline"
                size="icon"
                disabled
                data-carousel-step="-1"
                aria-label={t('testimonials.previous')}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                data-carousel-step="1"
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
