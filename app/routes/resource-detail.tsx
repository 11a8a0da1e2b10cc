import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { longDate, storedContentLang } from '~/languages/formats'
import { Link, usePageLanguage } from '~/languages/link'
import { ResourceActions } from '~/components/resources/resource-actions'
import { ResourceCover } from '~/components/resources/resource-cover'
import { StructuredData } from '~/components/resources/structured-data'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { defaultLanguage, pathInLanguage, splitLanguagePrefix } from '~/languages/languages'
import { redirectOrNotFound } from '~/redirects/redirects.server'
import { findResourceByPath } from '~/resources/library.server'
import { calendarFilePath, oldCalendarFile } from '~/resources/calendar-path'
import { resourcePageData } from '~/resources/resource-page.server'
import { pageMeta } from '~/utils/meta'
import type { Route } from './+types/resource-detail'
import 'virtual:copy/resource-detail'

/** A resource at its stored link; its other public forms answer 301 to it. */
export async function loader({ request }: Route.LoaderArgs) {
  // A client navigation asks for `{path}.data`: the resource is the same. A French
  // page's path is the stored link under /fr (decision 099), and so is its redirect.
  const { language = defaultLanguage, path: pathname } = splitLanguagePrefix(
    new URL(request.url).pathname.replace(/\.data$/, ''),
  )
  const found = await findResourceByPath(db(), pathname)
  if (!found) {
    // The calendar files moved out of /resources (issue #34): old links still work.
    const calendarFile = oldCalendarFile(pathname)
    if (calendarFile) throw redirect(calendarFilePath(calendarFile.replace(/\.ics$/, '')), 301)
    return redirectOrNotFound(request)
  }
  if ('redirect' in found) throw redirect(pathInLanguage(found.redirect, language), 301)
  return resourcePageData(found.resource, language)
}

export function meta(args: Route.MetaArgs) {
  const resource = args.loaderData?.resource
  if (!resource) return []
  return pageMeta(args, {
    title: i18n.t('resources.detail.metaTitle', { title: resource.title }),
    description: resource.description,
    type: 'article',
  })
}

export default function ResourceDetail({ loaderData }: Route.ComponentProps) {
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
