import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'

/** Server-side pages as plain links (`?page=`), keeping the other query parameters. */
export function PaginationNav(props: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  const { t } = useTranslation('library')
  if (props.pageCount <= 1) return null
  const pages = Array.from({ length: props.pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {t('pagination.status', { page: props.page, count: props.pageCount })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {props.page > 1 ? (
          <li>
            <Link
              to={props.hrefFor(props.page - 1)}
              rel="prev"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ChevronLeft aria-hidden="true" />
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={props.hrefFor(page)}
              aria-label={t('pagination.page', { page })}
              aria-current={page === props.page ? 'page' : undefined}
              className={cn(
                buttonVariants({
                  variant: page === props.page ? 'default' : 'outline',
                  size: 'sm',
                }),
                'min-w-9',
              )}
            >
              {page}
            </Link>
          </li>
        ))}
        {props.page < props.pageCount ? (
          <li>
            <Link
              to={props.hrefFor(props.page + 1)}
              rel="next"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('pagination.next')}
              <ChevronRight aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
