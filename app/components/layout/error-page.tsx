import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse } from 'react-router'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'
import { LoadFailureBoundary } from '~/components/ui/load-failure-boundary'
import { lazyWithRetry } from '~/utils/lazy-with-retry'

/**
 * The 404 page's code and copy come with the 404 page only (decision 139):
 * every page's shell carries this boundary, and importing the page here would
 * put them in the shell. The browser loads it when it shows it: hydration (or
 * a navigation, which keeps the previous page) waits for it, the server's
 * markup staying as it is. No Suspense boundary: React would stream a large
 * one apart from the page. The server renders it at once, with the component
 * entry.server.tsx provides (a static import the browser never sees).
 */
const LazyNotFoundPage = lazyWithRetry(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
)
let serverNotFoundPage: ComponentType | undefined
export function provideServerNotFoundPage(page: ComponentType) {
  serverNotFoundPage = page
}

/** What an error boundary shows: the 404 page, or a plain message (a stack only in development). */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <LoadFailureBoundary fallback={<ErrorMessage error={null} />}>
        {import.meta.env.SSR && serverNotFoundPage ? (
          <ServerNotFoundPage page={serverNotFoundPage} />
        ) : (
          <LazyNotFoundPage />
        )}
      </LoadFailureBoundary>
    )
  }
  return <ErrorMessage error={error} />
}

function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="text-muted-foreground">{t('error.message')}</p>
      <Button asChild variant="link">
        <Link to="/">{t('error.backHome')}</Link>
      </Button>
      {stack ? <pre className="w-full overflow-x-auto p-4 text-left text-xs">{stack}</pre> : null}
    </section>
  )
}

function ServerNotFoundPage({ page: Page }: { page: ComponentType }) {
  return <Page />
}
