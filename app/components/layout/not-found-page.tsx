import { ArrowRight, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import 'virtual:copy/not-found'

/** Where a lost visitor most often meant to go. */
const destinations = [
  { key: 'platform', to: '/platform' },
  { key: 'solutions', to: '/solutions' },
  { key: 'pricing', to: '/pricing' },
  { key: 'resources', to: '/resources' },
  { key: 'demo', to: '/contact?demo=true' },
  { key: 'contact', to: '/contact' },
] as const

/**
 * The page for any unknown path (public-site §2 "Not-found page"): not a dead
 * end: a search of the resource library (a plain GET form, no JavaScript
 * needed) and the site's main destinations.
 */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-6xl font-bold text-primary">{t('notFound.code')}</p>
        <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.lead')}</p>
        <form
          method="get"
          action="/resources"
          role="search"
          aria-label={t('notFound.searchLabel')}
          className="mt-8 flex gap-2"
        >
          <label htmlFor="not-found-q" className="sr-only">
            {t('notFound.searchLabel')}
          </label>
          <Input
            id="not-found-q"
            type="search"
            name="q"
            placeholder={t('notFound.searchPlaceholder')}
            maxLength={200}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t('notFound.searchSubmit')}
          </Button>
        </form>
      </div>
      <h2 className="mt-14 text-lg font-semibold">{t('notFound.destinationsTitle')}</h2>
      <ul
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="not-found-destinations"
      >
        {destinations.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-1 rounded-lg border bg-card p-5 transition-shadow hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="inline-flex items-center gap-1 font-semibold text-primary">
                {t(`notFound.destinations.${key}.title`)}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
              <span className="text-sm text-muted-foreground">
                {t(`notFound.destinations.${key}.text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Button asChild variant="link">
          <Link to="/">{t('notFound.backHome')}</Link>
        </Button>
      </p>
    </section>
  )
}
