import { useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

/**
 * A part of the page's chrome the server renders and the browser keeps as it
 * is, without the code and words that made it (decision 144): the footer's
 * columns, the cookie banner's text. For parts that never change while a page
 * is open (a page speaks one language, decision 098; a language switch loads a
 * new document). A page's body, which changes with each page, is one too, its
 * markup for a visit from another page passed as `html` (`<ServerRendered>`,
 * decisions 080 and 151).
 *
 * Write the part as `{import.meta.env.SSR && <Part />}` inside it, with a
 * `name` unique in the page: the browser build drops `Part` and what only it
 * imports, and its words go in a copy part the browser never loads
 * (`server-rendered`, app/locales/copy-parts.ts). In the browser:
 * - the server's markup is read once, on the first render, and kept: React
 *   does not apply an element's `dangerouslySetInnerHTML` while hydrating, and
 *   a later mount (the cookie banner shown again after a failed send, the
 *   error page's chrome after the page's) gets that same markup back;
 * - a click on one of its links to a page of the site navigates in the app,
 *   as the `<Link>` the server rendered it from would; a GET form sent to a
 *   page of the site (the library's search, decision 160) navigates in the
 *   app as React Router's `<Form>` would, and the control that sent it has
 *   the focus again in the part's new markup.
 *
 * `display: contents`: the wrapper changes nothing in the layout (a grid's
 * items stay its items).
 */
export function ServerRenderedPart({
  name,
  html,
  children,
  ref,
}: {
  name: string
  /**
   * In the browser, the part's markup when this document did not come with it
   * (a page body or a home page part fetched for a visit from another page,
   * decisions 148 and 151); else the server's is kept.
   */
  html?: string
  /** The part, on the server; none where the browser only shows the kept markup again (a fallback). */
  children?: React.ReactNode
  /** The part's element, its markup in place: for plain DOM work on it (a stable function, decision 158). */
  ref?: React.Ref<HTMLDivElement>
}) {
  const navigate = useNavigate()
  // A form sent in the app: the part's new markup replaced its focused control, whose successor (same id) gets the focus.
  const focusAfterSubmit = useRef<string | undefined>(undefined)
  useLayoutEffect(() => {
    const id = focusAfterSubmit.current
    focusAfterSubmit.current = undefined
    if (id && document.activeElement === document.body) document.getElementById(id)?.focus()
  }, [html])
  if (import.meta.env.SSR) {
    return (
      <div data-server-rendered-part={name} className="contents">
        {children}
      </div>
    )
  }
  return (
    // The clicks are its links' (keyboard activation included), handled by the links themselves without JavaScript.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      data-server-rendered-part={name}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html ?? serverMarkup(name) }}
      suppressHydrationWarning
      onClick={(event) => {
        focusAfterSubmit.current = undefined
        followInApp(event, navigate)
      }}
      onSubmit={(event) => {
        focusAfterSubmit.current = submitInApp(event, navigate)
      }}
    />
  )
}

const kept = new Map<string, string>()

function serverMarkup(name: string): string {
  let markup = kept.get(name)
  if (markup === undefined) {
    const element = document.querySelector(`[data-server-rendered-part="${name}"]`)
    if (!element) return ''
    markup = element.innerHTML
    kept.set(name, markup)
  }
  return markup
}

/** What React Router's `<Link>` does with a plain click on a link to a page of the site. */
function followInApp(event: React.MouseEvent, navigate: ReturnType<typeof useNavigate>) {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = (event.target as Element).closest('a[href]')
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
  // A link typed as something other than a page (the newsroom's RSS feed) loads as a document.
  if (link.type && link.type !== 'text/html') return
  if (link.target && link.target !== '_self') return
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return
  event.preventDefault()
  const to = url.pathname + url.search + url.hash
  const here = window.location.pathname + window.location.search + window.location.hash
  void navigate(to, { replace: to === here })
}

/**
 * What React Router's `<Form method="get">` does with a form sent to a page of
 * the site. Returns the id of its focused control (the field or button that
 * sent it), to focus in the new markup.
 */
function submitInApp(event: React.FormEvent, navigate: ReturnType<typeof useNavigate>) {
  const form = event.target as HTMLFormElement
  const action = new URL(form.action)
  if (event.defaultPrevented || form.method !== 'get' || action.origin !== location.origin) return
  if (form.target && form.target !== '_self') return
  event.preventDefault()
  const fields = new FormData(form, (event.nativeEvent as SubmitEvent).submitter)
  void navigate(`${action.pathname}?${new URLSearchParams(fields as never)}`)
  return document.activeElement?.id
}
