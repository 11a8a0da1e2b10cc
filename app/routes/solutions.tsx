import { useTranslation } from 'react-i18next'
import { SolutionSection } from '~/components/solutions/solution-section'
import { solutions } from '~/components/solutions/solutions'
import { SolutionsCta } from '~/components/solutions/solutions-cta'
import { SolutionsIntro } from '~/components/solutions/solutions-intro'
import { SolutionsVideoSection } from '~/components/solutions/solutions-video-section'
import { db } from '~/db/db.server'
import { registerCopy } from '~/i18n'
import copy from '~/locales/en/solutions.json'
import { solutionsVideo } from '~/solutions/solutions-video.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/solutions'

registerCopy('solutions', copy)

export async function loader() {
  return { video: await solutionsVideo(db()) }
}

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'solutions')
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  useTranslation('solutions')
  return (
    <>
      <SolutionsIntro />
      {solutions.map((solution, index) => (
        <SolutionSection key={solution.id} solution={solution} flipped={index % 2 === 1} />
      ))}
      <SolutionsVideoSection video={loaderData.video} />
      <SolutionsCta />
    </>
  )
}
