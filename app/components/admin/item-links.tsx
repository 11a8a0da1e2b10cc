import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Under an edit form's title: the item's history and its preview links (decisions 063, 064). */
export function ItemLinks({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation()
  return (
    <p className="flex flex-wrap gap-4 text-sm">
      <Link to={`/admin/history/${slug}/${id}`} className="underline underline-offset-4">
        {t('admin.history.link')}
      </Link>
      <Link to={`/admin/preview-links/${slug}/${id}`} className="underline underline-offset-4">
        {t('admin.previewLinks.nav')}
      </Link>
    </p>
  )
}
