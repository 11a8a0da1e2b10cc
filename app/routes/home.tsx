import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { AdvantagesSection } from '~/components/home/advantages-section'
import { ClosingCta } from '~/components/home/closing-cta'
import { ComplianceBadges } from '~/components/home/compliance-badges'
import { FadeIn } from '~/components/home/fade-in'
import { DEFAULT_HOME_VIDEO, homePageData } from '~/components/home/home-data.server'
import { HeroSection } from '~/components/home/hero-section'
import { OfferBanner } from '~/components/home/offer-banner'
import { ProofBand } from '~/components/home/proof-band'
import { StakesSection } from '~/components/home/stakes-section'
import { StepsSection } from '~/components/home/steps-section'
import { TestimonialCarousel } from '~/components/home/testimonial-carousel'
import { VideoSection } from '~/components/home/video-section'
import { db } from '~/db/db.server'
import { registerCopy } from '~/i18n'
import copy from '~/locales/en/home.json'
import { regionInputOf } from '~/region/offer.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/home'

registerCopy('home', copy)

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'home')
}

export async function loader({ request }: Route.LoaderArgs) {
  // The region: the trusted proxy header when configured, else Accept-Language (public-site §9).
  const data = await homePageData(db(), regionInputOf(request))
  return { ...data, defaultVideo: DEFAULT_HOME_VIDEO }
}

/** On load: smoothly to the hash target if there is one, otherwise to the top (public-site §2). */
function useScrollOnLoad() {
  const { hash } = useLocation()
  useEffect(() => {
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth'
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView({ behavior })
    else window.scrollTo({ top: 0, behavior })
    // On load only, not on every hash change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useScrollOnLoad()
  return (
    <>
      <HeroSection />
      <OfferBanner offer={loaderData.offer} />
      <FadeIn>
        <StakesSection />
      </FadeIn>
      <FadeIn delay={100}>
        <AdvantagesSection />
      </FadeIn>
      <ProofBand proof={loaderData.proof} />
      <FadeIn>
        <StepsSection />
      </FadeIn>
      <FadeIn>
        <VideoSection video={loaderData.video} fallback={loaderData.defaultVideo} />
      </FadeIn>
      <FadeIn>
        <ComplianceBadges />
      </FadeIn>
      <FadeIn>
        <TestimonialCarousel testimonials={loaderData.testimonials} />
      </FadeIn>
      <ClosingCta />
    </>
  )
}
