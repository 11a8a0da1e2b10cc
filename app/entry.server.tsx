/**
 * React Router's default Node entry, plus the CSP nonce: React and React
 * Router stamp it on every inline script they write, and the policy sent by
 * security-headers.server.ts allows only scripts carrying it.
 */
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { coalesceChunksStream } from '~/render/coalesce-chunks.server'
import { hydrateAfterPaint } from '~/utils/hydrate-after-paint.server'
import { redactUrl } from '~/utils/log-redaction.server'
import { logger } from '~/utils/logger.server'
import { NonceProvider } from '~/utils/nonce'
import { cspNonceContext, responseTokensContext } from '~/utils/request-context'
import { provideServerCopyInstances } from '~/site-copy/copy-i18n'
import { instanceWithCopy } from '~/site-copy/copy-i18n.server'
import { provideServerNotFoundPage } from '~/components/layout/error-page'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { provideServerMobilePanel } from '~/components/nav/mobile-nav'
import MobilePanel from '~/components/nav/mobile-panel'

// Pages with site copy staff changed render with an instance that has it (decision 103).
provideServerCopyInstances(instanceWithCopy)
// The 404 page renders at once on the server; the browser loads it on demand (decision 139).
provideServerNotFoundPage(NotFoundPage)
// The mobile menu's panel, which the browser loads on demand (decision 144).
provideServerMobilePanel(MobilePanel)

export const streamTimeout = 5_000

/**
 * A response that carries per-visitor tokens (a form's idempotency key) must
 * never be kept by a browser or a CDN, nor revalidated: a stored copy would
 * post with a spent token. The page cache stores such pages with placeholders.
 */
const PER_VISITOR_CACHE_CONTROL = 'private, no-store'
function markPerVisitor(headers: Headers, context: Readonly<RouterContextProvider>) {
  if (context.get(responseTokensContext).values.length > 0)
    headers.set('Cache-Control', PER_VISITOR_CACHE_CONTROL)
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  markPerVisitor(response.headers, context)
  return response
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(cspNonceContext)
  markPerVisitor(responseHeaders, loadContext)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // One chunk per flush of React's, not dozens (render/coalesce-chunks.server.ts).
          // Public pages of the production build start their scripts after the first
          // paint (decision 068); the dev server keeps React Router's way, its checks too.
          // A render React gives up on (it destroys what it writes to) ends the response too.
          const body = pipe(
            coalesceChunksStream({
              edit:
                import.meta.env.PROD && !new URL(request.url).pathname.startsWith('/admin')
                  ? hydrateAfterPaint(nonce)
                  : undefined,
              onEnd() {
                clearTimeout(timeoutId)
                timeoutId = undefined
              },
            }),
          )
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          // A part that failed inside a Suspense boundary (the navigation bar) shows its
          // fallback; the page is still served, but not as a success, and the cause is logged.
          if (!shellRendered) responseStatusCode = 500
          logger.error({ err: error }, 'render failed')
        },
      },
    )
  })
}

/**
 * Errors a loader or action did not catch, logged as every other error is:
 * React Router's default prints them whole on stderr, and a failed query's
 * error carries the values a visitor sent (decision 086).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor's mistake (a method a page has no handler for, a 404 a loader threw) is
  // answered with its status and logged by the request log; it is not the server's error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  logger.error(
    { err: error, url: redactUrl(new URL(request.url).pathname) },
    'request handler failed',
  )
}
