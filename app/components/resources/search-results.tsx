import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import type { ResourceCardItem } from './resource-card'
import { ResourceGrid } from './resource-grid'

/** Ranked search results with their highlighted matches, or the no-results state. */
export function SearchResults(props: {
  search: { query: string; total: number; items: ResourceCardItem[] }
  clearHref: string
}) {
  const { t } = useTranslation('library')
  const { search } = props
  return (
    <section aria-labelledby="search-results-heading" className="py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="search-results-heading" className="text-2xl font-semibold tracking-tight">
          {t('search.resultsTitle', { query: search.query })}
        </h2>
        <Link to={props.clearHref} className="text-sm text-primary underline underline-offset-4">
          {t('search.clear')}
        </Link>
      </div>
      <p className="mt-2 text-sm text-muted-foreground" role="status">
        {t('search.count', { count: search.total })}
      </p>
      <div className="mt-6">
        {search.items.length > 0 ? (
          <ResourceGrid items={search.items} />
        ) : (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {t('search.noResults', { query: search.query })}
          </p>
        )}
      </div>
    </section>
  )
}
