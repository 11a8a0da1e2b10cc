import { useTranslation } from 'react-i18next'
import { longDate, storedContentLang } from '~/languages/formats'
import { Link, usePageLanguage } from '~/languages/link'
import type { Language } from '~/languages/languages'
import type { LibraryPicture } from '~/components/media-library/library-picture'
import { HighlightedText } from './highlighted-text'
import { ResourceCover } from './resource-cover'

export interface ResourceCardItem {
  id: string
  title: string
  type: string
  description: string
  /** The language its title and description are in (decision 129); English when absent. */
  contentLanguage?: Language
  link: string
  publishedDate: string
  event: {
    startDate: string
    startTime: string | null
    timeZone: string | null
    imageSrc?: string | null
  } | null
  /** A library image chosen as its cover (decision 109). */
  cover?: LibraryPicture | null
  category: { title: string; slug: string } | null
  highlight?: { title: string; excerpt: string }
}

/** One resource in a section, a listing or search results: a link to its detail page. */
export function ResourceCard({
  item,
  headingLevel = 3,
}: {
  item: ResourceCardItem
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const { t: tl } = useTranslation('library')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs transition-shadow focus-within:ring-3 focus-within:ring-ring/40 hover:shadow-md motion-reduce:transition-none">
      <ResourceCover
        type={item.type}
        categorySlug={item.category?.slug ?? null}
        imageSrc={item.event?.imageSrc}
        picture={item.cover}
        // One column below sm, two to lg, then three in a container of at most 80rem.
        sizes="(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 34px)"
        className="border-b"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-teal uppercase">
          {t(`resources.types.${item.type}`)}
          {item.category ? ` · ${item.category.title}` : ''}
        </p>
        <Heading
          lang={storedContentLang(language, item.contentLanguage)}
          className="mt-2 text-lg font-semibold text-balance"
        >
          <Link
            to={item.link}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
          >
            {item.highlight ? <HighlightedText text={item.highlight.title} /> : item.title}
          </Link>
        </Heading>
        <p
          lang={storedContentLang(language, item.contentLanguage)}
          className="mt-2 line-clamp-4 text-sm text-muted-foreground"
        >
          {item.highlight?.excerpt ? (
            <HighlightedText text={item.highlight.excerpt} />
          ) : (
            item.description
          )}
        </p>
        <p className="mt-auto pt-4 text-sm text-muted-foreground">
          {item.event ? (
            <time dateTime={item.event.startDate}>
              {item.event.startTime && item.event.timeZone
                ? tl('events.when', {
                    date: longDate(item.event.startDate, language),
                    time: item.event.startTime,
                    timeZone: item.event.timeZone,
                  })
                : longDate(item.event.startDate, language)}
            </time>
          ) : (
            <time dateTime={item.publishedDate}>{longDate(item.publishedDate, language)}</time>
          )}
        </p>
      </div>
    </article>
  )
}
