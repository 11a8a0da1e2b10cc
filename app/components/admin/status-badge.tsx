import { useTranslation } from 'react-i18next'
import type { ContentStatus } from '~/db/schema'
import { cn } from '~/utils/cn'
import { AdminTime } from './admin-time'

/** An item's lifecycle in a list (decision 061): a scheduled one also says when, in the site's time zone. */
export function StatusBadge({
  status,
  publishAt,
}: {
  status: ContentStatus
  publishAt?: string | Date | null
}) {
  const { t } = useTranslation()
  const when = status === 'scheduled' && publishAt ? new Date(publishAt) : null
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        status === 'published' && 'border-transparent bg-primary/10 text-foreground',
      )}
    >
      {t(`admin.lifecycle.status.${status}`)}
      {when ? (
        <>
          {' '}
          <AdminTime value={when} />
        </>
      ) : null}
    </span>
  )
}
