import { redirect } from 'react-router'
import { ServerRendered } from '~/components/layout/server-rendered'
import { ResourceArticle } from '~/components/resources/resource-article'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { defaultLanguage, pathInLanguage, splitLanguagePrefix } from '~/languages/languages'
import { redirectOrNotFound } from '~/redirects/redirects.server'
import { findResourceByPath } from '~/resources/library.server'
import { calendarFilePath, oldCalendarFile } from '~/resources/calendar-path'
import { resourcePageData } from '~/resources/resource-page.server'
import { pageMeta } from '~/utils/meta'
import { clientLoader as fetchBody } from '~/utils/server-rendered-page'
import type { Route } from './+types/resource-detail'
import 'virtual:copy/resource-detail'

export { shouldRevalidate } from '~/utils/server-rendered-page'

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

/**
 * The article is the server's (decision 160): a visit from another page
 * fetches its markup, beside the resource's data for the page's head.
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const [data, body] = await Promise.all([args.serverLoader(), fetchBody(args)])
  return { ...data, ...body }
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
  return (
    <ServerRendered>{import.meta.env.SSR && <ResourceArticle {...loaderData} />}</ServerRendered>
  )
}
