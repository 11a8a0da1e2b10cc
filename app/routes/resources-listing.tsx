import { ServerRendered } from '~/components/layout/server-rendered'
import { LibraryListingPage } from '~/components/resources/library-listing-page'
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
import { clientLoader as fetchBody } from '~/utils/server-rendered-page'
import type { Route } from './+types/resources-listing'

export { shouldRevalidate } from '~/utils/server-rendered-page'

// The body and the head are written by the server: the browser has none of the library's words (decision 160).
if (import.meta.env.SSR) registerCopy('library', copy)

/** One of the five listings (`/resources/{listing}`): every item, paginated, filtered, searchable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const slug = listingAt(url.pathname)
  if (!slug) notFound(request)
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
    // The page's head, in the page's language: the browser has no words of its own to write it.
    head: {
      title: i18n.t('library:meta.listingTitle', {
        title: i18n.t(`library:listings.${listingKey[slug]}.title`),
      }),
      description: i18n.t(`library:listings.${listingKey[slug]}.description`),
      feed: {
        title: i18n.t('library:feed.title'),
        // The feed in the page's language (decision 129).
        href: feedPathOf(url.pathname.replace(/\.data$/, ''), NEWSROOM_FEED_PATH),
      },
    },
    when,
    category: category ?? '',
    categories,
    results: { ...results, items: results.items.map(toCardItem) },
  }
}

/** The listing a path names; a French page's path starts with /fr, a client navigation's data ends in `.data`. */
function listingAt(pathname: string): ListingSlug | undefined {
  const slug = splitLanguagePrefix(pathname.replace(/\.data$/, '')).path.split('/')[2]
  return slug && Object.hasOwn(listings, slug) ? (slug as ListingSlug) : undefined
}

/**
 * A visit from another page, a search, a filter or a page of results fetches
 * the body (decision 160), beside the loader's data for the head.
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const [data, body] = await Promise.all([args.serverLoader(), fetchBody(args)])
  return { ...data, ...body }
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData
  if (!data) return []
  return [
    ...pageMeta(args, data.head),
    ...(data.slug === 'newsroom'
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            ...data.head.feed,
          },
        ]
      : []),
  ]
}

export default function ResourcesListing() {
  return <ServerRendered>{import.meta.env.SSR && <LibraryListingPage />}</ServerRendered>
}
