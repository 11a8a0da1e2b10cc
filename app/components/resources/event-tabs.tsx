import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import { cn } from '~/utils/cn'

/** Upcoming and past events as two links (a plain GET each), the current one marked. */
export function EventTabs(props: {
  when: 'upcoming' | 'past'
  hrefFor: (when: 'upcoming' | 'past') => string
}) {
  const { t } = useTranslation('library')
  return (
    <nav aria-label={t('events.tabsLabel')} className="border-b">
      <ul className="-mb-px flex gap-2">
        {(['upcoming', 'past'] as const).map((when) => (
          <li key={when}>
            <Link
              to={props.hrefFor(when)}
              aria-current={when === props.when ? 'page' : undefined}
              className={cn(
                'inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-3 focus-visible:ring-ring',
                when === props.when
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {t(`events.${when}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
