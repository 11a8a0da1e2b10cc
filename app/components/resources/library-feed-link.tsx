import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { NEWSROOM_FEED_PATH } from '~/resources/library'

/**
 * The newsroom's RSS feed, in the page's language. Typed as a feed, so that a
 * click in the kept markup loads it as a document (server-rendered-part.tsx).
 */
export function LibraryFeedLink() {
  const { t } = useTranslation('library')
  return (
    <p className="mt-6 text-sm">
      <Link
        to={NEWSROOM_FEED_PATH}
        reloadDocument
        type="application/rss+xml"
        className="text-primary underline underline-offset-4"
      >
        {t('feed.link')}
      </Link>
    </p>
  )
}
