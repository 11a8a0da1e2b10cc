import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ResourceCardItem } from './resource-card'
import { ResourceGrid } from './resource-grid'

const sectionSpan = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' } as const

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
  // The library is one grid of three columns: a section is as wide as its cards,
  // so sections of one or two cards sit side by side instead of leaving holes.
  const columns = Math.min(3, Math.max(1, props.items.length)) as 1 | 2 | 3
  const { t } = useTranslation('library')
  const headingId = `${props.id}-heading`
  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className={`scroll-mt-[100px] py-6 ${sectionSpan[columns]}`}
    >
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
          <ResourceGrid items={props.items} columns={columns} />
        ) : (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {props.emptyText}
          </p>
        )}
      </div>
    </section>
  )
}
