import { useLoaderData } from 'react-router'
import { ServerRenderedPart } from './server-rendered-part'

/** The name of a page body's `ServerRenderedPart`, which the route's clientLoader looks for. */
export const PAGE_BODY = 'page-body'

/**
 * A page body the server renders and the browser keeps as it is, without
 * the code and words that made it (decision 080): the legal pages, About,
 * Compliance. It is a `ServerRenderedPart` (one mechanism, decision 151), so
 * a click on one of its links to a page of the site navigates in the app; the
 * one difference is where the markup comes from on a visit from another page:
 * the route's clientLoader fetched the page, and its body is in the route's
 * data (app/utils/server-rendered-page.ts). On the first load, the server's.
 *
 * Write the body as `{import.meta.env.SSR && <Body />}`: the browser build
 * drops `Body` and everything only it imports.
 */
export function ServerRendered({
  children,
  ref,
}: {
  children: React.ReactNode
  /** The body's element once its markup is in place, on a first load as after a visit from another page. */
  ref?: React.Ref<HTMLDivElement>
}) {
  const data = useLoaderData<{ serverRenderedHtml?: string } | null>()
  return (
    <ServerRenderedPart name={PAGE_BODY} html={data?.serverRenderedHtml} ref={ref}>
      {children}
    </ServerRenderedPart>
  )
}
