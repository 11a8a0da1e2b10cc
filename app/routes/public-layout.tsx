import { Outlet, useRouteLoaderData } from 'react-router'
import { StructuredData } from '~/components/resources/structured-data'
import { ErrorPage } from '~/components/layout/error-page'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { CookieBanner } from '~/cookies/cookie-banner'
import { LanguageSuggestion } from '~/languages/language-suggestion'
import { CookieConsentProvider } from '~/cookies/cookie-consent-context'
import { defaultLanguage, splitLanguagePrefix } from '~/languages/languages'
import { pageLanguageContext } from '~/languages/page-language.server'
import { redirectOrNotFound } from '~/redirects/redirects.server'
import { skipRevalidationAfterFailedSend } from '~/utils/keep-typed-on-failure'
import { organization } from '~/utils/organization'
import type { Route } from './+types/public-layout'

/** The chrome of every public page: header, main content, footer, cookie banner. */
function PublicChrome({ children }: { children: React.ReactNode }) {
  const origin = useRouteLoaderData<{ publicOrigin: string }>('root')?.publicOrigin ?? ''
  return (
    <CookieConsentProvider>
      <StructuredData data={{ '@context': 'https://schema.org', ...organization(origin) }} />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <LanguageSuggestion />
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
    </CookieConsentProvider>
  )
}

// A first segment that is no active language's prefix (English has none) is a
// path no page answers: its redirect (`/old-brochure`, decision 065), else 404.
// A language's home page (/fr) names its language in its path, not in `lang`.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = context.get(pageLanguageContext)
  const named = params.lang ?? splitLanguagePrefix(new URL(request.url).pathname).language
  if (named !== undefined && (named !== language || named === defaultLanguage))
    return redirectOrNotFound(request)
  return null
}

// A failed public form send reloads nothing, this loader included (the network may be down).
export const shouldRevalidate = skipRevalidationAfterFailedSend

export default function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  )
}

// The 404 page and other errors of public pages keep the header and footer.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicChrome>
      <ErrorPage error={error} />
    </PublicChrome>
  )
}
