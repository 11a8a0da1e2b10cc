import { useLoaderData } from 'react-router'

/**
 * A page body the server renders and the browser keeps as it is, without
 * the code and words that made it (decision 080). For pages with nothing
 * interactive in their body (the legal pages, About): the header, footer and
 * cookie banner around it stay React's as on every page.
 *
 * Write the body as `{import.meta.env.SSR && <Body />}`: the browser build
 * drops `Body` and everything only it imports. In the browser:
 * - on the first load, the element hydrates with an empty `innerHTML` that
 *   React does not apply, so the server's markup stays (React keeps the
 *   markup of an element whose content is `dangerouslySetInnerHTML`);
 * - on a visit from another page, the route's clientLoader has fetched the
 *   page, and its body is in the route's data (server-rendered-page.ts).
 *
 * `display: contents`: the wrapper changes nothing in the layout.
 */
export function ServerRendered({ children }: { children: React.ReactNode }) {
  const data = useLoaderData<{ serverRenderedHtml?: string } | null>()
  if (import.meta.env.SSR) {
    return (
      <div data-server-rendered="" className="contents">
        {children}
      </div>
    )
  }
  return (
    <div
      data-server-rendered=""
      className="contents"
      dangerouslySetInnerHTML={{ __html: data?.serverRenderedHtml ?? '' }}
      suppressHydrationWarning
    />
  )
}
