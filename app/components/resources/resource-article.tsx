import { useTranslation } from 'react-i18next'
import { longDate, storedContentLang } from '~/languages/formats'
import { Link, usePageLanguage } from '~/languages/link'
import type { Route } from '../../routes/+types/resource-detail'
import { ResourceActions } from './resource-actions'
import { ResourceCover } from './resource-cover'
import { StructuredData } from './structured-data'

/**
 * A resource's page: its type, title, date, cover, summary, what it offers
 * (video, PDF, event, call to action), its text and related resources.
 * Rendered by the server only, kept in the browser as the page's body
 * (`ServerRendered`, decision 160).
 */
export function ResourceArticle(loaderData: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation()
  const { resource, related, structuredData } = loaderData
  const language = usePageLanguage()
  const published = longDate(resource.publishedDate, language)
  const contentLang = storedContentLang(language, resource.contentLanguage)
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <StructuredData data={structuredData} />
      <Link to="/resources" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('resources.detail.back')}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-teal uppercase">
        {t(`resources.types.${resource.type}`)}
        {resource.category ? ` · ${resource.category.title}` : ''}
      </p>
      <h1
        lang={contentLang}
        className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
      >
        {resource.title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('resources.detail.published', { date: published })}
      </p>
      {/* A webinar's own recording (and its poster) is its picture. */}
      {resource.type === 'webinar' && resource.videoUrl?.startsWith('/') ? null : (
        <ResourceCover
          type={resource.type}
          categorySlug={resource.category?.slug ?? null}
          imageSrc={resource.event?.imageSrc}
          picture={loaderData.cover}
          // The article is at most 48rem wide, less its padding on phones.
          sizes="(min-width: 800px) 720px, calc(100vw - 32px)"
          priority
          // Phones only: wider screens want more than the inlined width.
          inlineBelow={
            loaderData.coverForPhones ? { src: loaderData.coverForPhones, width: 640 } : undefined
          }
          className="mt-8 rounded-lg border"
        />
      )}
      <p lang={contentLang} className="mt-6 text-lg text-muted-foreground">
        {resource.description}
      </p>
      <ResourceActions resource={resource} />
      {resource.contentHtml ? (
        <div
          lang={contentLang}
          className="rich-text mt-8"
          // Sanitised on the server with the one allow-list (utils/sanitize-html.server.ts).
          dangerouslySetInnerHTML={{ __html: resource.contentHtml }}
        />
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t pt-8">
          <h2 id="related-heading" className="text-xl font-semibold">
            {t('resources.detail.related')}
          </h2>
          <ul className="mt-4 grid gap-2">
            {related.map((item) => (
              <li key={item.link}>
                <Link
                  to={item.link}
                  lang={contentLang}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>{' '}
                <span className="text-sm text-muted-foreground">
                  ({t(`resources.types.${item.type}`)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
