import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * Previous / 'Page n of m' / Next for a server-paginated admin list. `words`
 * names the locale section holding pagination, previous, next and pageOf.
 */
export function PaginationNav({
  page,
  pageCount,
  href,
  words,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
  words: string
}) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t(`${words}.pagination`)} className="flex items-center gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)}>{t(`${words}.previous`)}</Link>
        </Button>
      ) : null}
      <span className="text-sm text-muted-foreground" aria-current="page">
        {t(`${words}.pageOf`, { page, pageCount })}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)}>{t(`${words}.next`)}</Link>
        </Button>
      ) : null}
    </nav>
  )
}
