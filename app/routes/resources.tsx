import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { LibraryHero } from '~/components/resources/library-hero'
import { FeaturedResource } from '~/components/resources/featured-resource'
import { LibraryLinks } from '~/components/resources/library-links'
import { LibrarySearchForm } from '~/components/resources/library-search-form'
import { LibrarySection } from '~/components/resources/library-section'
import { PaginationNav } from '~/components/resources/pagination-nav'
import { SearchResults } from '~/components/resources/search-results'
import { useHashScroll } from '~/components/resources/use-hash-scroll'
import { db } from '~/db/db.server'
import { feedPathOf } from '~/languages/languages'
import { pageLanguageContext } from '~/languages/page-language.server'
import { resourceTypes } from '~/db/schema'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/library.json'
import { listingKey, NEWSROOM_FEED_PATH } from '~/resources/library'
import {
  libraryIndex,
  listResources,
  parsePage,
  toCardItem,
} from '~/resources/library-listing.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/resources'

registerCopy('library', copy)

/** /resources: the five sections, or with `?q=` the search results over every resource. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // Each resource in the page's language, else in English (decision 129).
  const language = context.get(pageLanguageContext)
  const query = url.searchParams.get('q') ?? ''
  if (query.trim()) {
    const results = await listResources(db(), {
      types: resourceTypes,
      query,
      page: parsePage(url.searchParams.get('page')),
      language,
    })
    return {
      sections: null,
      search: { ...results, items: results.items.map(toCardItem) },
    }
  }
  const sections = await libraryIndex(db(), new Date(), { language })
  return {
    sections: sections.map((section) => ({ ...section, items: section.items.map(toCardItem) })),
    search: null,
  }
}

export function meta(args: Route.MetaArgs) {
  return [
    ...searchEngineMeta(args, 'library'),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: i18n.t('library:feed.title'),
      // The feed in the page's language (decision 129).
      href: feedPathOf(args.location.pathname, NEWSROOM_FEED_PATH),
    },
  ]
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('library')
  const { sections, search } = loaderData
  // The newest case study leads the library: a story with figures.
  const featured = sections?.find((section) => section.id === 'case-studies')?.items[0]
  useHashScroll()
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
        <p className="mt-6 text-sm">
          <Link
            to={NEWSROOM_FEED_PATH}
            reloadDocument
            className="text-primary underline underline-offset-4"
          >
            {t('feed.link')}
          </Link>
        </p>
      </div>
    </>
  )
}
