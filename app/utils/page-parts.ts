import { fetchPageDocument } from './server-rendered-page'

export { shouldRevalidate } from './server-rendered-page'

/**
 * The clientLoader of a route whose body has `<PagePart>`s (decision 148):
 * `export const clientLoader = (args: Route.ClientLoaderArgs) => withPageParts(args)`
 * and `export { shouldRevalidate } from '~/utils/page-parts'`, beside the
 * route's own server `loader` (without one, the clientLoader would run on the
 * first load instead of keeping the server's markup).
 *
 * On the first load nothing runs. On a visit from another page the browser has
 * no code for the parts, so this fetches the page as a document (the page cache
 * answers it) beside the route's data, and hands the parts' markup with that
 * data. A failed fetch fails the navigation like a failed loader: the page's
 * error boundary says so, the header and footer stay.
 */
export async function withPageParts<Data extends object>({
  request,
  serverLoader,
}: {
  request: Request
  serverLoader: () => Promise<Data>
}): Promise<Data & { serverRenderedParts: Record<string, string> }> {
  const [data, serverRenderedParts] = await Promise.all([serverLoader(), pageParts(request)])
  return { ...data, serverRenderedParts }
}

async function pageParts(request: Request): Promise<Record<string, string>> {
  const page = await fetchPageDocument(request)
  const parts = page.querySelectorAll('main [data-server-rendered-part]')
  if (parts.length === 0)
    throw new Response(null, { status: 500, statusText: 'Page without its parts' })
  return Object.fromEntries(
    [...parts].map((part) => [part.getAttribute('data-server-rendered-part')!, part.innerHTML]),
  )
}
