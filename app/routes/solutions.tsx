import { useEffect } from 'react'
import { PagePart } from '~/components/layout/page-part'
import { SolutionSection } from '~/components/solutions/solution-section'
import { watchImageStates } from '~/components/solutions/solution-image-states'
import { solutions } from '~/components/solutions/solutions'
import { SolutionsCta } from '~/components/solutions/solutions-cta'
import { SolutionsIntro } from '~/components/solutions/solutions-intro'
import { SolutionsVideoSection } from '~/components/solutions/solutions-video-section'
import { db } from '~/db/db.server'
import { registerCopy } from '~/i18n'
import copy, { meta as metaCopy } from '~/locales/en/solutions.json'
import { solutionsVideo } from '~/solutions/solutions-video.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import { withPageParts } from '~/utils/page-parts'
import type { Route } from './+types/solutions'

export { shouldRevalidate } from '~/utils/page-parts'

// The browser renders only the video player: the words of the rest are the server's (decision 155).
registerCopy('solutions', import.meta.env.SSR ? copy : { meta: metaCopy })

export async function loader() {
  return { video: await solutionsVideo(db()) }
}

export const clientLoader = (args: Route.ClientLoaderArgs) => withPageParts(args)

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'solutions')
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  // The parts' markup is in place once this runs, on a first load as after a visit from another page.
  useEffect(() => watchImageStates(document.querySelector('main') ?? document), [])
  return (
    <>
      <PagePart name="solutions-sections">
        {import.meta.env.SSR && (
          <>
            <SolutionsIntro />
            {solutions.map((solution, index) => (
              <SolutionSection key={solution.id} solution={solution} flipped={index % 2 === 1} />
            ))}
          </>
        )}
      </PagePart>
      <SolutionsVideoSection video={loaderData.video} />
      <PagePart name="solutions-cta">{import.meta.env.SSR && <SolutionsCta />}</PagePart>
    </>
  )
}
