import { useLoaderData } from 'react-router'
import { ServerRenderedPart } from './server-rendered-part'

/**
 * A part of a page body that has interactive pieces beside it (decision 148):
 * the part is kept as the server rendered it, without its code and words, as
 * `<ServerRenderedPart>` keeps the chrome's (decision 144), while the page's
 * interactive pieces (a video, a carousel) hydrate around it as usual.
 *
 * Write it `<PagePart name="home-hero">{import.meta.env.SSR && <HeroContent />}</PagePart>`,
 * with a `name` unique in the page, and give the route the loaders of
 * `app/utils/page-parts.ts`: on the first load the browser keeps the document's
 * markup; on a visit from another page the route's clientLoader has fetched the
 * page as a document, and the part's markup comes with the route's data.
 */
export function PagePart({ name, children }: { name: string; children?: React.ReactNode }) {
  const data = useLoaderData<{ serverRenderedParts?: Record<string, string> } | null>()
  return (
    <ServerRenderedPart name={name} html={data?.serverRenderedParts?.[name]}>
      {children}
    </ServerRenderedPart>
  )
}
