import { AboutCta } from './about-cta'
import { AboutHero } from './about-hero'
import { AboutStory } from './about-story'
import { AboutValues } from './about-values'
import { CultureSection } from './culture-section'
import { MissionVision } from './mission-vision'
import { ResearchSection } from './research-section'
import { TeamSection } from './team-section'

/** public-site §2 "About": the sections in the spec's order, rendered on the server only (decision 080). */
export function AboutPage() {
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
