import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { listingKey, listingSlugs } from '~/resources/library'
import { cn } from '~/utils/cn'

const chip = (selected: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
    selected
      ? 'border-primary bg-primary text-primary-foreground'
      : 'bg-background hover:border-primary hover:text-primary',
  )

/** The library's links (public-site §2): Manage Resources, /subscribe, /contact and the five listings. */
export function LibraryLinks({ current }: { current?: string }) {
  const { t } = useTranslation('library')
  return (
    <nav aria-label={t('links.label')} className="flex flex-col gap-4">
      {/* Type filter chips: one line at any width, scrolled sideways on a phone. */}
      <ul
        className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        data-testid="library-type-chips"
      >
        <li className="shrink-0 snap-start">
          <Link
            to="/resources"
            aria-current={current ? undefined : 'page'}
            className={chip(!current)}
          >
            {t('links.back')}
          </Link>
        </li>
        {listingSlugs.map((slug) => (
          <li key={slug} className="shrink-0 snap-start">
            <Link
              to={`/resources/${slug}`}
              aria-current={current === slug ? 'page' : undefined}
              className={chip(current === slug)}
            >
              {t(`listings.${listingKey[slug]}.title`)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link to="/subscribe" className="text-primary underline underline-offset-4">
            {t('links.subscribe')}
          </Link>
        </li>
        <li>
          <Link to="/contact" className="text-primary underline underline-offset-4">
            {t('links.contact')}
          </Link>
        </li>
        <li>
          <Link to="/admin/resources" className="text-primary underline underline-offset-4">
            {t('links.manage')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
