import { useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { Button } from '~/components/ui/button'
import { Toaster } from '~/components/ui/toaster'
import { i18n } from '~/i18n'
import type { Route } from './+types/root'
import './app.css'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function meta({ error }: Route.MetaArgs) {
  if (!error) return []
  const is404 = isRouteErrorResponse(error) && error.status === 404
  return [{ title: i18n.t(is404 ? 'notFound.metaTitle' : 'error.metaTitle') }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Browser tests wait for this mark before they interact with a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'yes'
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <I18nextProvider i18n={i18n}>
          <SkipLink />
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
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

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  // The stack is for developers only; visitors get a plain message.
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
