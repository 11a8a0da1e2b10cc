import { AboutCta } from '~/components/about/about-cta'
import { AboutHero } from '~/components/about/about-hero'
import { AboutStory } from '~/components/about/about-story'
import { AboutValues } from '~/components/about/about-values'
import { CultureSection } from '~/components/about/culture-section'
import { MissionVision } from '~/components/about/mission-vision'
import { ResearchSection } from '~/components/about/research-section'
import { TeamSection } from '~/components/about/team-section'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/about.json'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/about'

registerCopy('about', copy)

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: i18n.t('about:meta.title'),
    description: i18n.t('about:meta.description'),
  })
}

/** public-site §2 "About": the sections in the spec's order. */
export default function About() {
  return (
    <>
      <AboutHero />
      <AboutStory />
      <MissionVision />
      <AboutValues />
      <TeamSection />
      <CultureSection />
      <ResearchSection />
      <AboutCta />
    </>
  )
}
