import { db } from '~/db/db.server'
import { i18n, registerCopy } from '~/i18n'
import { defaultLanguage, pathInLanguage } from '~/languages/languages'
import { pageLanguageContext } from '~/languages/page-language.server'
import copy from '~/locales/en/library.json'
import { NEWSROOM_FEED_PATH } from '~/resources/library'
import { newsroomFeedItems } from '~/resources/library-listing.server'
import { newsroomRss } from '~/resources/newsroom-feed'
import { getEnv } from '~/utils/env.server'
import type { Route } from './+types/resource-feed'

// Only the server answers a feed: a browser chunk with the whole copy would be shared with the library's pages.
if (import.meta.env.SSR) registerCopy('library', copy)

/**
 * GET /resources/newsroom/feed.xml, and /fr/resources/newsroom/feed.xml for an
 * active language: the newsroom (press releases and news articles) as RSS 2.0,
 * each item in the feed's language or, untranslated, in English (decision 129).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = context.get(pageLanguageContext)
  // A prefix is an active language's other than English; anything else is no feed.
  const prefix = (params as { lang?: string }).lang
  if (prefix !== undefined && (prefix !== language || language === defaultLanguage))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const origin = getEnv().publicOrigin
  const items = await newsroomFeedItems(db(), 50, { language })
  const body = newsroomRss({
    origin,
    language,
    title: i18n.t('library:feed.title'),
    description: i18n.t('library:feed.description'),
    listingPath: pathInLanguage('/resources/newsroom', language),
    selfPath: pathInLanguage(NEWSROOM_FEED_PATH, language),
    items: items.map((item) => ({ ...item, link: pathInLanguage(item.link, language) })),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  })
}
