import { useLoaderData } from 'react-router'
import { ServerRendered } from '~/components/layout/server-rendered'
import { enhanceVideoPlayers } from '~/components/media/video-players'
import { SolutionSection } from '~/components/solutions/solution-section'
import { watchImageStates } from '~/components/solutions/solution-image-states'
import { solutions } from '~/components/solutions/solutions'
import { SolutionsCta } from '~/components/solutions/solutions-cta'
import { SolutionsIntro } from '~/components/solutions/solutions-intro'
import { SolutionsVideoSection } from '~/components/solutions/solutions-video-section'
import { db } from '~/db/db.server'
import { solutionsVideo } from '~/solutions/solutions-video.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/solutions'
// The body is the server's (decisions 155, 158): the browser registers the head's words (decision 162).
import 'virtual:page-copy/solutions'

export { clientLoader, shouldRevalidate } from '~/utils/server-rendered-page'

export async function loader() {
  return { video: await solutionsVideo(db()) }
}

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'solutions')
}

export default function Solutions() {
  return (
    <ServerRendered ref={enhanceBody}>{import.meta.env.SSR && <SolutionsBody />}</ServerRendered>
  )
}

/** The body's images and player, once its markup is in place (a stable ref: once per mount). */
function enhanceBody(body: HTMLElement | null) {
  if (!body) return
  enhanceVideoPlayers(body)
  return watchImageStates(body)
}

function SolutionsBody() {
  const { video } = useLoaderData<typeof loader>()
  return (
    <>
      <SolutionsIntro />
      {solutions.map((solution, index) => (
        <SolutionSection key={solution.id} solution={solution} flipped={index % 2 === 1} />
      ))}
      <SolutionsVideoSection video={video} />
      <SolutionsCta />
    </>
  )
}
