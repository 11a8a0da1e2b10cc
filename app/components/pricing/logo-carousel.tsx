import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { CustomerLogoView } from '~/pricing/pricing.server'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { CustomerLogo } from './customer-logo'
import { loopSlides, loopsAt } from './loop-slides'

/** Under prefers-reduced-motion the carousel jumps instead of sliding. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The customer logos by displayOrder, in a carousel that loops: one logo in
 * view on phones (readable), a quarter of the row from md, a fifth from lg
 * (public-site §9). Where every logo fits in view it does not loop: the row
 * is centred, has no arrows and shows each logo once (decision 056). Without
 * JavaScript the row scrolls sideways.
 */
export function LogoCarousel({ logos }: { logos: CustomerLogoView[] }) {
  const { t } = useTranslation('pricing')
  const hydrated = useHydrated()
  const loops = loopsAt(logos.length)
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: 'start',
    active: loops.base,
    breakpoints: {
      '(min-width: 768px)': { active: loops.md },
      '(min-width: 1024px)': { active: loops.lg },
    },
  })
  if (logos.length === 0) return null
  const slides = loopSlides(logos)
  // The arrows and the copies exist only where the row loops. The arrows come
  // with the carousel itself: one shown before it is ready would do nothing.
  const onlyWhereLooping = cn(
    !loops.base && 'hidden',
    loops.md ? 'md:flex' : 'md:hidden',
    loops.lg ? 'lg:flex' : 'lg:hidden',
  )
  return (
    <section
      id="customers"
      aria-labelledby="logos-title"
      className="scroll-mt-20 bg-muted px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="logos-title" className="text-center text-2xl font-bold tracking-tight">
          {t('logos.title')}
        </h2>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('logos.label')}
          className="mt-10 flex items-center gap-2"
        >
          {embla && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => embla.scrollPrev(reducedMotion())}
              aria-label={t('logos.previous')}
              className={onlyWhereLooping}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
          )}
          <div
            ref={viewportRef}
            data-testid="logo-viewport"
            className={cn(
              'min-w-0 flex-1',
              hydrated ? 'overflow-hidden' : 'snap-x overflow-x-auto',
            )}
          >
            <ul
              className={cn(
                'flex',
                // Where they all fit, a centred row of logos at their own width.
                !loops.md && 'md:flex-wrap md:justify-center md:gap-x-8',
                !loops.lg && 'lg:flex-wrap lg:justify-center lg:gap-x-8',
              )}
            >
              {slides.map(({ logo, copy }, index) => (
                <li
                  key={`${logo.id}-${index}`}
                  aria-hidden={copy || undefined}
                  data-testid="logo-slide"
                  data-copy={copy || undefined}
                  className={cn(
                    'flex h-24 min-w-0 shrink-0 grow-0 basis-full snap-start items-center justify-center px-4',
                    loops.md ? 'md:basis-1/4' : 'md:basis-auto',
                    loops.lg ? 'lg:basis-1/5' : 'lg:basis-auto',
                    copy && !loops.md && 'md:hidden',
                    copy && !loops.lg && 'lg:hidden',
                  )}
                >
                  <CustomerLogo logo={logo} />
                </li>
              ))}
            </ul>
          </div>
          {embla && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => embla.scrollNext(reducedMotion())}
              aria-label={t('logos.next')}
              className={onlyWhereLooping}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  )
}
