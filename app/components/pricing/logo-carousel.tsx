import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { CustomerLogoView } from '~/pricing/pricing.server'
import { cn } from '~/utils/cn'
import { CustomerLogo } from './customer-logo'
import { loopSlides, loopsAt } from './loop-slides'

/**
 * The customer logos by displayOrder, in a carousel that loops: one logo in
 * view on phones (readable), a quarter of the row from md, a fifth from lg
 * (public-site §9). Where every logo fits in view it does not loop: the row
 * is centred, has no arrows and shows each logo once (decision 056). Without
 * JavaScript the row scrolls sideways. Server-rendered only (decision 159):
 * the arrows show once the page is hydrated, and pricing-interactions.ts
 * fetches the sliding's code (Embla) when a pointer, a focus or a touch first
 * reaches the carousel, or an arrow is pressed (decision 144); a logo that
 * fails to load gives way to the customer's name there too.
 */
export function LogoCarousel({ logos }: { logos: CustomerLogoView[] }) {
  const { t } = useTranslation('pricing')
  const loops = loopsAt(logos.length)
  if (logos.length === 0) return null
  const slides = loopSlides(logos)
  // The arrows and the copies exist only where the row loops. The arrows come
  // with the page's scripts (root.tsx marks the document hydrated).
  const onlyWhereLooping = cn(
    '[html:not([data-hydrated])_&]:hidden',
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
          <Button
            variant="outline"
            size="icon"
            aria-label={t('logos.previous')}
            className={onlyWhereLooping}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div
            data-testid="logo-viewport"
            // Scrolled by hand until the page's scripts run, then by the arrows and Embla.
            className="min-w-0 flex-1 overflow-hidden [html:not([data-hydrated])_&]:snap-x [html:not([data-hydrated])_&]:overflow-auto"
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
          <Button
            variant="outline"
            size="icon"
            data-logo-next=""
            aria-label={t('logos.next')}
            className={onlyWhereLooping}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  )
}
