/**
 * Every route of app/routes.ts as a URL to request, so tests that must cover
 * "every route" grow with the route config instead of a hand-kept list.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes.ts'
import { contentSlugs, genericContentTypes } from '../../app/content/registry.ts'
import { prefixedLanguages } from '../../app/languages/codes.ts'

/** Values for dynamic segments: names that do not exist (a collection is expanded below). */
const sampleParams: Record<string, string> = {
  id: 'no-such-id',
  filename: 'no-such-file.png',
  file: 'no-such-event.ics',
  // An empty export answers with a redirect to the Database page.
  tab: 'subscriptions',
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent
  return `${parent.replace(/\/$/, '')}/${path}`
}

function toUrl(pattern: string): string {
  const url = pattern
    .split('/')
    .filter((segment) => !/^:\w+\?$/.test(segment)) // optional segments left out
    .map((segment) => {
      if (segment === '*') return 'no-such-page'
      const param = /^:(\w+)$/.exec(segment)?.[1]
      return param ? (sampleParams[param] ?? `sample-${param}`) : segment
    })
    .join('/')
  return url === '' ? '/' : url
}

/**
 * A pattern with a `:collection` segment, once per content type of the
 * registry it serves: the generic ones for the generic admin pages
 * (/admin/:collection…), every type elsewhere.
 */
function expandCollections(pattern: string): string[] {
  if (!pattern.includes(':collection')) return [pattern]
  const slugs = pattern.startsWith('/admin/:collection')
    ? genericContentTypes.map((type) => type.slug)
    : contentSlugs
  return slugs.map((slug) => pattern.replace(':collection', slug))
}

function flatten(
  entries: RouteConfigEntry[],
  parent = '',
): Array<{ id: string; pattern: string; url: string }> {
  return entries.flatMap((entry) => {
    const path = join(parent, entry.path)
    const own = entry.index || (entry.path !== undefined && !entry.children?.length)
    return [
      ...(own
        ? expandCollections(path || '/').map((expanded) => ({
            id: entry.id ?? entry.file,
            pattern: path || '/',
            url: toUrl(expanded),
          }))
        : []),
      ...flatten(entry.children ?? [], path),
    ]
  })
}

/** Routes Express answers before React Router sees the request (server/app.ts). */
const expressRoutes = [
  { id: 'server/uploads', pattern: '/uploads/:filename', url: toUrl('/uploads/:filename') },
]

/** Every route: its id, its pattern (`/admin/:slug/edit/:id`) and a sample URL. */
export const routeUrls = [...flatten(routes as RouteConfigEntry[]), ...expressRoutes]

/** A language's home page (/fr): the home page, under another language's prefix. */
const isLanguageHome = (url: string) => prefixedLanguages.some((code) => url === `/${code}`)

/** Pages a visitor can open (not the API, downloads, back office or feeds; each in English). */
export const publicPageUrls = routeUrls
  .map((route) => route.url)
  .filter(
    (url) =>
      !/^\/(api|admin|uploads|cookie-consent)(\/|$)/.test(url) &&
      !/\.\w+$/.test(url) &&
      !isLanguageHome(url),
  )

/** The detail page of one resource of each type a running server holds (their URLs are data). */
export async function resourceDetailSamples(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/resources`)
  const resources = (await response.json()) as Array<{ type: string; link: string }>
  return [...new Map(resources.map((resource) => [resource.type, resource.link])).values()]
}
