import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { listingKey } from '~/resources/library'
import type { loader } from '~/routes/resources'
import { FeaturedResource } from './featured-resource'
import { LibraryFeedLink } from './library-feed-link'
import { LibraryHero } from './library-hero'
import { LibraryLinks } from './library-links'
import { LibrarySearchForm } from './library-search-form'
import { LibrarySection } from './library-section'
import { PaginationNav } from './pagination-nav'
import { SearchResults } from './search-results'

/**
 * The body of /resources (public-site §2): the five sections, or with `?q=`
 * the search results over every resource. Rendered by the server only, kept
 * in the browser as the page's body (`ServerRendered`, decision 160).
 */
export function LibraryIndexPage() {
  const { sections, search } = useLoaderData<typeof loader>()
  const { t } = useTranslation('library')
  // The newest case study leads the library: a story with figures.
  const featured = sections?.find((section) => section.id === 'case-studies')?.items[0]
  return (
    <>
      <LibraryHero title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LibraryLinks />
        <div className="mt-8">
          <LibrarySearchForm action="/resources" query={search?.query ?? ''} />
        </div>
        {search ? (
          <>
            <SearchResults search={search} clearHref="/resources" />
            <PaginationNav
              page={search.page}
              pageCount={search.pageCount}
              hrefFor={(page) =>
                `/resources?${new URLSearchParams({ q: search.query, page: String(page) })}`
              }
            />
          </>
        ) : sections ? (
          <>
            {featured ? <FeaturedResource item={featured} /> : null}
            <div className="mt-4 grid gap-x-6 lg:grid-flow-dense lg:grid-cols-3">
              {sections.map((section) => {
                const title =
                  section.id === 'upcoming-events'
                    ? t('sections.upcomingEvents')
                    : t(`listings.${listingKey[section.listing]}.title`)
                return (
                  <LibrarySection
                    key={section.id}
                    id={section.id}
                    title={title}
                    listingPath={`/resources/${section.listing}`}
                    items={section.items}
                    viewAll={section.viewAll}
                    emptyText={
                      section.id === 'upcoming-events'
                        ? t('sections.emptyEvents')
                        : t('sections.empty')
                    }
                  />
                )
              })}
            </div>
          </>
        ) : null}
        <LibraryFeedLink />
      </div>
    </>
  )
}
