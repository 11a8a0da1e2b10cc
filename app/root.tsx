import './utils/zod-without-eval'
import { useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'
import { ErrorPage } from '~/components/layout/error-page'
import { ServerToast } from '~/components/layout/server-toast'
import { consentDecided } from '~/cookies/consent-action.server'
import { LazyToaster } from '~/components/ui/lazy-toaster'
import { i18n } from '~/i18n'
import { useCopyI18n } from '~/site-copy/copy-i18n'
import { pageCopy } from '~/site-copy/page-copy.server'
import { activeLanguages } from '~/languages/active-languages.server'
import { usePageCopyReady } from '~/languages/page-copy'
import { pageLanguageContext, pageLanguageMiddleware } from '~/languages/page-language.server'
import { getEnv } from '~/utils/env.server'
import { useNonce } from '~/utils/nonce'
import { takeToast } from '~/utils/toast.server'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { skipRevalidationAfterFailedSend } from '~/utils/keep-typed-on-failure'

export const links: Route.LinksFunction = () => [
  // A `precedence` makes React put the stylesheet at the top of the head, before
  // the dozen module preloads it hoists there: the first paint waits for this
  // file alone, so it is the first one requested (decision 066).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  // The Latin face starts loading with the stylesheet instead of after it: the first
  // paint of text waits for it (decision 030).
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function meta({ error }: Route.MetaArgs) {
  if (!error) return []
  const is404 = isRouteErrorResponse(error) && error.status === 404
  return [{ title: i18n.t(is404 ? 'notFound.metaTitle' : 'error.metaTitle') }]
}

// Each request speaks its page's language, with an i18n instance of its own (decision 098).
export const middleware: Route.MiddlewareFunction[] = [pageLanguageMiddleware]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const language = useRouteLoaderData<typeof loader>('root')?.language ?? 'en'
  // Browser tests wait for this mark before they interact with a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'yes'
  }, [])
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nextProvider i18n={useCopyI18n()}>
          <SkipLink />
          {children}
          <LazyToaster />
          <ServerToast />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-3 focus:ring-ring"
    >
      {t('a11y.skipToContent')}
    </a>
  )
}

// A failed public form send reloads nothing (the network may be down).
export const shouldRevalidate = skipRevalidationAfterFailedSend

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, setCookie } = await takeToast(request)
  // The public origin feeds canonical URLs (utils/meta.ts); it is not a secret.
  // Whether the visitor has chosen about cookies decides, on the server, whether
  // the banner is in the page (never the choice itself: pages are cached per
  // decided/undecided variant, see server/page-cache.ts).
  // The site copy staff changed (decision 103): sent only when there is some.
  const language = context.get(pageLanguageContext)
  const copy = await pageCopy(request, language)
  return data(
    {
      toast,
      publicOrigin: getEnv().publicOrigin,
      cookieConsentDecided: consentDecided(request),
      ...(copy && { copy }),
      language,
      activeLanguages: await activeLanguages(),
    },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

export default function App() {
  // A page in another language than English waits for its words (decision 161).
  usePageCopyReady()
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
      <ErrorPage error={error} />
    </main>
  )
}
