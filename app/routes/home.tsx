import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { AdvantagesSection } from '~/components/home/advantages-section'
import { ClosingCta } from '~/components/home/closing-cta'
import { ComplianceBadges } from '~/components/home/compliance-badges'
import { FadeIn } from '~/components/home/fade-in'
import { DEFAULT_HOME_VIDEO, homePageData } from '~/components/home/home-data.server'
import { HeroSection } from '~/components/home/hero-section'
import { PagePart } from '~/components/layout/page-part'
import { enhanceVideoPlayers } from '~/components/media/video-players'
import { OfferBanner } from '~/components/home/offer-banner'
import { ProofBand } from '~/components/home/proof-band'
import { StakesSection } from '~/components/home/stakes-section'
import { StepsSection } from '~/components/home/steps-section'
import { TestimonialCarousel } from '~/components/home/testimonial-carousel'
import { enhanceCarousels } from '~/components/home/testimonial-carousels'
import { VideoSection } from '~/components/home/video-section'
import { db } from '~/db/db.server'
import { registerCopy } from '~/i18n'
import { pageLanguageContext } from '~/languages/page-language.server'
import copy, { meta as metaCopy } from '~/locales/en/home.json'
import { regionInputOf } from '~/region/offer.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import { withPageParts } from '~/utils/page-parts'
import type { Route } from './+types/home'

export { shouldRevalidate } from '~/utils/page-parts'

// The body's words are the server's (decisions 148, 158): the browser needs the head's.
registerCopy('home', import.meta.env.SSR ? copy : { meta: metaCopy })

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'home')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The region: the trusted proxy header when configured, else Accept-Language (public-site §9).
  // Its offer in the page's language, else in English (decision 157).
  const data = await homePageData(db(), regionInputOf(request), context.get(pageLanguageContext))
  return { ...data, defaultVideo: DEFAULT_HOME_VIDEO }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageParts(args)

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
  // The parts' markup is in place once this runs, on a first load as after a visit from another page.
  useEffect(() => {
    const body = document.querySelector('main')!
    enhanceVideoPlayers(body)
    enhanceCarousels(body)
  }, [])
  return (
    <>
      <HeroSection />
      <PagePart name="home-offer">
        {import.meta.env.SSR && <OfferBanner offer={loaderData.offer} />}
      </PagePart>
      <FadeIn>
        <PagePart name="home-stakes">{import.meta.env.SSR && <StakesSection />}</PagePart>
      </FadeIn>
      <FadeIn delay={100}>
        <PagePart name="home-advantages">{import.meta.env.SSR && <AdvantagesSection />}</PagePart>
      </FadeIn>
      <PagePart name="home-proof">
        {import.meta.env.SSR && <ProofBand proof={loaderData.proof} />}
      </PagePart>
      <FadeIn>
        <PagePart name="home-steps">{import.meta.env.SSR && <StepsSection />}</PagePart>
      </FadeIn>
      <FadeIn>
        <VideoSection video={loaderData.video} fallback={loaderData.defaultVideo} />
      </FadeIn>
      <FadeIn>
        <PagePart name="home-compliance">{import.meta.env.SSR && <ComplianceBadges />}</PagePart>
      </FadeIn>
      <FadeIn>
        <TestimonialCarousel testimonials={loaderData.testimonials} />
      </FadeIn>
      <PagePart name="home-cta">{import.meta.env.SSR && <ClosingCta />}</PagePart>
    </>
  )
}
