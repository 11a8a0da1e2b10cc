import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { CustomerLogoView } from '~/pricing/pricing.server'
import { cn } from '~/utils/cn'
import { importWithRetry } from '~/utils/lazy-with-retry'
import { useHydrated } from '~/utils/use-hydrated'
import { CustomerLogo } from './customer-logo'
import type { LogoCarouselEngine } from './logo-carousel-engine'
import { loopSlides, loopsAt, type LogoBreakpoint } from './loop-slides'

/** Under prefers-reduced-motion the carousel jumps instead of sliding. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The customer logos by displayOrder, in a carousel that loops: one logo in
 * view on phones (readable), a quarter of the row from md, a fifth from lg
 * (public-site §9). Where every logo fits in view it does not loop: the row
 * is centred, has no arrows and shows each logo once (decision 056). Without
 * JavaScript the row scrolls sideways. The sliding's code (Embla) is fetched
 * when a pointer, a focus or a touch first reaches the carousel, or an arrow
 * is pressed (decision 144).
 */
export function LogoCarousel({ logos }: { logos: CustomerLogoView[] }) {
  const { t } = useTranslation('pricing')
  const hydrated = useHydrated()
  const loops = loopsAt(logos.length)
  const viewportRef = useRef<HTMLDivElement>(null)
  const engine = useCarouselOnDemand(viewportRef, loops)
  if (logos.length === 0) return null
  const slides = loopSlides(logos)
  // The arrows and the copies exist only where the row loops. The arrows come
  // with hydration: a press before the sliding's code is here waits for it.
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
        {/* The pointer, focus and touch listeners only fetch the sliding's code ahead of a press. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('logos.label')}
          className="mt-10 flex items-center gap-2"
          onPointerEnter={engine.prefetch}
          onFocus={engine.prefetch}
          onTouchStart={engine.prefetch}
        >
          {hydrated && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => engine.use((carousel) => carousel.scrollPrev(reducedMotion()))}
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
          {hydrated && (
            <Button
              variant="outline"
              size="icon"
              onClick={() => engine.use((carousel) => carousel.scrollNext(reducedMotion()))}
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

/**
 * The carousel's Embla, started on `viewport` once its code arrives: `prefetch`
 * for a hint (a pointer, a focus, a touch), `use` for a press that needs it
 * (it waits for the code). A failed fetch is tried again on the next one.
 */
function useCarouselOnDemand(
  viewport: React.RefObject<HTMLDivElement | null>,
  loops: Record<LogoBreakpoint, boolean>,
) {
  const started = useRef<Promise<LogoCarouselEngine> | null>(null)
  useEffect(() => () => void started.current?.then((carousel) => carousel.destroy()), [])
  function start() {
    started.current ??= importWithRetry(() => import('./logo-carousel-engine')).then(
      ({ startLogoCarousel }) => startLogoCarousel(viewport.current!, loops),
      (error: unknown) => {
        started.current = null
        throw error
      },
    )
    return started.current
  }
  return {
    prefetch: () => void start().catch(() => {}),
    use: (action: (carousel: LogoCarouselEngine) => void) => void start().then(action, () => {}),
  }
}
