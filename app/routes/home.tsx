import { useLoaderData } from 'react-router'
import { AdvantagesSection } from '~/components/home/advantages-section'
import { ClosingCta } from '~/components/home/closing-cta'
import { ComplianceBadges } from '~/components/home/compliance-badges'
import { FadeIn } from '~/components/home/fade-in'
import { DEFAULT_HOME_VIDEO, homePageData } from '~/components/home/home-data.server'
import { fadeInSections, scrollOnLoad } from '~/components/home/home-motion'
import { HeroSection } from '~/components/home/hero-section'
import { OfferBanner } from '~/components/home/offer-banner'
import { ProofBand } from '~/components/home/proof-band'
import { StakesSection } from '~/components/home/stakes-section'
import { StepsSection } from '~/components/home/steps-section'
import { TestimonialCarousel } from '~/components/home/testimonial-carousel'
import { enhanceCarousels } from '~/components/home/testimonial-carousels'
import { VideoSection } from '~/components/home/video-section'
import { ServerRendered } from '~/components/layout/server-rendered'
import { animateParticles } from '~/components/media/particle-background'
import { enhanceVideoPlayers } from '~/components/media/video-players'
import { db } from '~/db/db.server'
import { pageLanguageContext } from '~/languages/page-language.server'
import { regionInputOf } from '~/region/offer.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/home'
// The body is the server's (decisions 148, 158): the browser registers the head's words (decision 162).
import 'virtual:page-copy/home'

export { clientLoader, shouldRevalidate } from '~/utils/server-rendered-page'

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'home')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The region: the trusted proxy header when configured, else Accept-Language (public-site §9).
  // Its offer in the page's language, else in English (decision 157).
  const data = await homePageData(db(), regionInputOf(request), context.get(pageLanguageContext))
  return { ...data, defaultVideo: DEFAULT_HOME_VIDEO }
}

/**
 * The body is kept as the server rendered it (ServerRendered); what moves or
 * plays is plain DOM work on it once its markup is in place (decision 158):
 * the fade-ins, the scroll on load, the particles, the video player and the
 * carousel's arrows (their code on the visitor's first intent).
 */
export default function Home() {
  return <ServerRendered ref={enhanceBody}>{import.meta.env.SSR && <HomeBody />}</ServerRendered>
}

/** A stable ref: once per mount, on a first load as after a visit from another page. */
function enhanceBody(body: HTMLElement | null) {
  if (!body) return
  // The fade-ins read where the sections are before the scroll moves them.
  const stopFading = fadeInSections(body)
  scrollOnLoad()
  const stopParticles = animateParticles(body.querySelector('[data-particle-host]')!)
  enhanceVideoPlayers(body)
  enhanceCarousels(body)
  return () => {
    stopFading?.()
    stopParticles()
  }
}

function HomeBody() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <HeroSection />
      <OfferBanner offer={data.offer} />
      <FadeIn>
        <StakesSection />
      </FadeIn>
      <FadeIn delay={100}>
        <AdvantagesSection />
      </FadeIn>
      <ProofBand proof={data.proof} />
      <FadeIn>
        <StepsSection />
      </FadeIn>
      <FadeIn>
        <VideoSection video={data.video} fallback={data.defaultVideo} />
      </FadeIn>
      <FadeIn>
        <ComplianceBadges />
      </FadeIn>
      <FadeIn>
        <TestimonialCarousel testimonials={data.testimonials} />
      </FadeIn>
      <ClosingCta />
    </>
  )
}
