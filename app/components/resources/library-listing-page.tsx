import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { Link } from '~/languages/link'
import { listingKey } from '~/resources/library'
import type { loader } from '~/routes/resources-listing'
import { EventTabs } from './event-tabs'
import { LibraryFeedLink } from './library-feed-link'
import { LibraryHero } from './library-hero'
import { LibraryLinks } from './library-links'
import { LibrarySearchForm } from './library-search-form'
import { PaginationNav } from './pagination-nav'
import { ResourceGrid } from './resource-grid'
import { SearchResults } from './search-results'

/**
 * The body of a listing (`/resources/{listing}`): every item, paginated,
 * filtered, searchable. Rendered by the server only, kept in the browser as
 * the page's body (`ServerRendered`, decision 160).
 */
export function LibraryListingPage() {
  const { t } = useTranslation('library')
  const { slug, when, category, categories, results } = useLoaderData<typeof loader>()
  const path = `/resources/${slug}`
  const key = listingKey[slug]
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams()
    const values = {
      q: results.query || undefined,
      category: category || undefined,
      when: when === 'past' ? 'past' : undefined,
      ...changes,
    }
    for (const [name, value] of Object.entries(values)) if (value) params.set(name, value)
    const search = params.toString()
    return search ? `${path}?${search}` : path
  }
  const filtered = Boolean(results.query || category)
  return (
    <>
      <LibraryHero title={t(`listings.${key}.title`)} subtitle={t(`listings.${key}.description`)} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="mb-6 text-sm">
          <Link to="/resources" className="text-primary underline underline-offset-4">
            {t('links.back')}
          </Link>
        </p>
        <LibraryLinks current={slug} />
        <div className="mt-8">
          <LibrarySearchForm
            action={path}
            query={results.query}
            categories={categories}
            category={category}
            when={when === 'past' ? 'past' : undefined}
          />
        </div>
        {when ? (
          <div className="mt-8">
            <EventTabs
              when={when}
              hrefFor={(tab) =>
                hrefWith({ when: tab === 'past' ? 'past' : undefined, page: undefined })
              }
            />
          </div>
        ) : null}
        {results.query ? (
          <SearchResults search={results} clearHref={hrefWith({ q: undefined })} />
        ) : (
          <section aria-labelledby="listing-heading" className="py-10">
            <h2 id="listing-heading" className="sr-only">
              {when ? t(`events.${when}`) : t(`listings.${key}.title`)}
            </h2>
            {results.items.length > 0 ? (
              <ResourceGrid items={results.items} />
            ) : (
              <div className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
                <p>
                  {filtered
                    ? t('filter.empty')
                    : when === 'past'
                      ? t('events.emptyPast')
                      : when === 'upcoming'
                        ? t('sections.emptyEvents')
                        : t('sections.empty')}
                </p>
                {filtered ? (
                  <Link
                    to={path}
                    className="mt-2 inline-block text-primary underline underline-offset-4"
                  >
                    {t('filter.reset')}
                  </Link>
                ) : null}
              </div>
            )}
          </section>
        )}
        <PaginationNav
          page={results.page}
          pageCount={results.pageCount}
          hrefFor={(page) => hrefWith({ page: page > 1 ? String(page) : undefined })}
        />
        {slug === 'newsroom' ? <LibraryFeedLink /> : null}
      </div>
    </>
  )
}
