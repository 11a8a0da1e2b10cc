import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse } from 'react-router'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'
import { NotFoundPage } from './not-found-page'

/** What an error boundary shows: the 404 page, or a plain message (a stack only in development). */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
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
