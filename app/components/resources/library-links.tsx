import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import { listingKey, listingSlugs } from '~/resources/library'
import { cn } from '~/utils/cn'

/** The library's links (public-site §2): Manage Resources, /subscribe, /contact and the five listings. */
export function LibraryLinks({ current }: { current?: string }) {
  const { t } = useTranslation('library')
  return (
    <nav aria-label={t('links.label')} className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-2">
        {listingSlugs.map((slug) => (
          <li key={slug}>
            <Link
              to={`/resources/${slug}`}
              aria-current={current === slug ? 'page' : undefined}
              className={cn(
                buttonVariants({ variant: current === slug ? 'default' : 'outline', size: 'sm' }),
              )}
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
