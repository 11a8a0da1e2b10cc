import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ResourceCardItem } from './resource-card'
import { ResourceCover } from './resource-cover'

/** The library's lead item: a wide card, its cover beside its text from lg. */
export function FeaturedResource({ item }: { item: ResourceCardItem }) {
  const { t } = useTranslation()
  const { t: tl } = useTranslation('library')
  return (
    <article
      aria-labelledby="featured-resource-title"
      className="relative mt-8 grid overflow-hidden rounded-xl border bg-card shadow-sm lg:grid-cols-2"
      data-testid="featured-resource"
    >
      <ResourceCover
        type={item.type}
        categorySlug={item.category?.slug ?? null}
        imageSrc={item.event?.imageSrc}
        sizes="(min-width: 1024px) 620px, calc(100vw - 34px)"
        className="lg:aspect-auto lg:h-full"
      />
      <div className="flex flex-col justify-center gap-3 p-6 lg:p-10">
        <p className="text-xs font-semibold tracking-wide text-brand-teal uppercase">
          {tl('featured.label')} · {t(`resources.types.${item.type}`)}
        </p>
        <h2
          id="featured-resource-title"
          className="text-2xl font-semibold text-balance lg:text-3xl"
        >
          <Link
            to={item.link}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
          >
            {item.title}
          </Link>
        </h2>
        <p className="text-muted-foreground">{item.description}</p>
        <p className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          {tl('featured.read')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </p>
      </div>
    </article>
  )
}
