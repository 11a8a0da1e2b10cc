import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { ResponsiveImage, productImage } from '~/components/media/responsive-image'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'

/** The hero, server markup: the particles behind it are drawn by `animateParticles` (decision 158). */
export function HeroSection() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="home-hero-title"
      data-particle-host=""
      className="relative isolate overflow-hidden bg-gradient-to-b from-secondary to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-24 pb-12 text-center sm:px-6 lg:pt-28 lg:pb-14">
        <p className="text-sm font-semibold tracking-wide text-brand-teal uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1
          id="home-hero-title"
          className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {t('hero.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link
            to="/contact?demo=true"
            data-testid="hero-book-demo"
            className={cn(buttonVariants({ size: 'lg' }), 'animate-cta-pulse')}
          >
            {t('hero.bookDemo')}
          </Link>
          <Link to="/platform" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t('hero.explorePlatform')}
          </Link>
        </div>
      </div>
      {/* The product itself: the hero's largest element, so it loads first. */}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:pb-24">
        <ResponsiveImage
          image={productImage('dashboard-window')}
          alt={t('hero.imageAlt')}
          sizes="(min-width: 1152px) 1104px, calc(100vw - 32px)"
          priority
        />
      </div>
    </section>
  )
}
