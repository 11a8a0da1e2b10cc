import { ServerRendered } from '~/components/layout/server-rendered'
import { LibraryIndexPage } from '~/components/resources/library-index-page'
import { useHashScroll } from '~/components/resources/use-hash-scroll'
import { db } from '~/db/db.server'
import { feedPathOf } from '~/languages/languages'
import { pageLanguageContext } from '~/languages/page-language.server'
import { resourceTypes } from '~/db/schema'
import { i18n } from '~/i18n'
import { NEWSROOM_FEED_PATH } from '~/resources/library'
import {
  libraryIndex,
  listResources,
  parsePage,
  toCardItem,
} from '~/resources/library-listing.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/resources'
// The browser shows only the page's head: the body's words are the server's (decisions 160, 162).
import 'virtual:page-copy/library'

// A visit from another page, a search or a page of results fetches the body (decision 160).
export { clientLoader, shouldRevalidate } from '~/utils/server-rendered-page'

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

export default function Resources() {
  useHashScroll()
  return <ServerRendered>{import.meta.env.SSR && <LibraryIndexPage />}</ServerRendered>
}
