import { db } from '~/db/db.server'
import { i18n, registerCopy } from '~/i18n'
import copy from '~/locales/en/library.json'
import { NEWSROOM_FEED_PATH } from '~/resources/library'
import { newsroomFeedItems } from '~/resources/library-listing.server'
import { newsroomRss } from '~/resources/newsroom-feed'
import { getEnv } from '~/utils/env.server'

registerCopy('library', copy)

/** GET /resources/newsroom/feed.xml: the newsroom (press releases and news articles) as RSS 2.0. */
export async function loader() {
  const origin = getEnv().publicOrigin
  const body = newsroomRss({
    origin,
    title: i18n.t('library:feed.title'),
    description: i18n.t('library:feed.description'),
    selfPath: NEWSROOM_FEED_PATH,
    items: await newsroomFeedItems(db()),
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  })
}
