import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { EventTabs } from '~/components/resources/event-tabs'
import { LibraryHero } from '~/components/resources/library-hero'
import { LibraryLinks } from '~/components/resources/library-links'
import { LibrarySearchForm } from '~/components/resources/library-search-form'
import { PaginationNav } from '~/components/resources/pagination-nav'
import { ResourceGrid } from '~/components/resources/resource-grid'
import { SearchResults } from '~/components/resources/search-results'
import { db } from '~/db/db.server'
import { pageLanguageContext } from '~/languages/page-language.server'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/library.json'
import { feedPathOf, splitLanguagePrefix } from '~/languages/languages'
import { listingKey, listings, NEWSROOM_FEED_PATH, type ListingSlug } from '~/resources/library'
import {
  categoriesOf,
  listResources,
  parsePage,
  toCardItem,
} from '~/resources/library-listing.server'
import { notFound } from '~/utils/http.server'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/resources-listing'

registerCopy('library', copy)

/** One of the five listings (`/resources/{listing}`): every item, paginated, filtered, searchable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // A client navigation asks for `{path}.data`; a French page's path starts with /fr.
  const path = splitLanguagePrefix(url.pathname.replace(/\.data$/, '')).path
  const slug = path.split('/')[2] as ListingSlug
  if (!Object.hasOwn(listings, slug)) notFound(request)
  const types = listings[slug]
  const when: 'upcoming' | 'past' | undefined =
    slug === 'events' ? (url.searchParams.get('when') === 'past' ? 'past' : 'upcoming') : undefined
  const category = url.searchParams.get('category') || undefined
  const [results, categories] = await Promise.all([
    listResources(db(), {
      types,
      when,
      category,
      query: url.searchParams.get('q') ?? '',
      page: parsePage(url.searchParams.get('page')),
      // Each resource in the page's language, else in English (decision 129).
      language: context.get(pageLanguageContext),
    }),
    categoriesOf(db(), types),
  ])
  return {
    slug,
    when,
    category: category ?? '',
    categories,
    results: { ...results, items: results.items.map(toCardItem) },
  }
}

export function meta(args: Route.MetaArgs) {
  const slug = args.loaderData?.slug
  if (!slug) return []
  const key = listingKey[slug]
  return [
    ...pageMeta(args, {
      title: i18n.t('library:meta.listingTitle', {
        title: i18n.t(`library:listings.${key}.title`),
      }),
      description: i18n.t(`library:listings.${key}.description`),
    }),
    ...(slug === 'newsroom'
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: i18n.t('library:feed.title'),
            // The feed in the page's language (decision 129).
            href: feedPathOf(args.location.pathname, NEWSROOM_FEED_PATH),
          },
        ]
      : []),
  ]
}

export default function ResourcesListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('library')
  const { slug, when, category, categories, results } = loaderData
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
        {slug === 'newsroom' ? (
          <p className="mt-6 text-sm">
            <Link
              to={NEWSROOM_FEED_PATH}
              reloadDocument
              className="text-primary underline underline-offset-4"
            >
              {t('feed.link')}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  )
}
