import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from '~/languages/link'
import type { ResourceCardItem } from './resource-card'
import { ResourceGrid } from './resource-grid'

/**
 * A section of /resources: at most 3 items, a 'view all' link only when there
 * are more. The 100 px scroll margin is the spec's hash offset, for a URL hash
 * and in-page links alike, with or without JavaScript.
 */
export function LibrarySection(props: {
  id: string
  title: string
  listingPath: string
  items: ResourceCardItem[]
  viewAll: boolean
  emptyText: string
}) {
  const { t } = useTranslation('library')
  const headingId = `${props.id}-heading`
  return (
    <section id={props.id} aria-labelledby={headingId} className="scroll-mt-[100px] py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {props.title}
        </h2>
        {props.viewAll ? (
          <Link
            to={props.listingPath}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('sections.viewAll', { title: props.title })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        {props.items.length > 0 ? (
          <ResourceGrid items={props.items} />
        ) : (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {props.emptyText}
          </p>
        )}
      </div>
    </section>
  )
}
