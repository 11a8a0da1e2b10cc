import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { PAGE_BODY } from '~/components/layout/server-rendered'

/**
 * The loaders of a route whose body is `<ServerRendered>` (decision 080),
 * re-exported by the route: `export { clientLoader, loader, shouldRevalidate }
 * from '~/utils/server-rendered-page'`.
 *
 * On the first load nothing runs (the server's markup is kept). On a visit
 * from another page, the browser has no code to render the body, so this
 * fetches the page as a document (the page cache answers it) and hands its
 * body to `<ServerRendered>`. A failed fetch fails the navigation like a
 * failed loader: the page's error boundary says so, the header and footer stay.
 */
export async function clientLoader({ request }: { request: Request }) {
  const page = await fetchPageDocument(request)
  const body = page.querySelector(`[data-server-rendered-part="${PAGE_BODY}"]`)
  if (!body) throw new Response(null, { status: 500, statusText: 'Page without its body' })
  return { serverRenderedHtml: body.innerHTML }
}

/** The page at the request's address, as a document (the page cache answers it); a failure throws as a failed loader. */
export async function fetchPageDocument(request: Request): Promise<Document> {
  const response = await fetch(request.url, {
    headers: { Accept: 'text/html' },
    signal: request.signal,
  })
  if (!response.ok) throw new Response(null, { status: response.status })
  return new DOMParser().parseFromString(await response.text(), 'text/html')
}

/**
 * The server's loader: nothing to load, but a route with a clientLoader and
 * no loader would run the clientLoader on the first load instead of keeping
 * the server's markup.
 */
export function loader() {
  return null
}

/**
 * Nothing a visitor does on the page changes its body: after a form's send
 * (the footer's newsletter) it is not fetched again. Another address of the
 * same route (another resource) is.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search
}
