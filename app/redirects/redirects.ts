/**
 * The redirect form (back office, /admin/redirects) and `/api/redirects`: one
 * schema for the browser and the server (decision 065).
 */
import { z } from 'zod'

/**
 * The site's own pages and the paths the server answers itself: a redirect
 * from one of them would never be followed, so none is accepted. Kept in step
 * with app/routes.ts by redirects.test.ts.
 */
export const SITE_PAGE_PATHS = [
  '/',
  '/about',
  '/platform',
  '/pricing',
  '/contact',
  '/subscribe',
  '/unsubscribe',
  '/solutions',
  '/compliance',
  '/privacy',
  '/terms',
  '/resources',
  '/resources/events',
  '/resources/newsroom',
  '/resources/case-studies',
  '/resources/white-papers',
  '/resources/webinars',
  '/resources/newsroom/feed.xml',
  '/cookie-consent',
  '/robots.txt',
  '/sitemap.xml',
]
const RESERVED_PREFIXES = /^\/(admin|api|uploads|assets|media|preview|resources\/calendar)(\/|$)/

export const REDIRECT_MESSAGES = {
  fromRequired: 'From is required',
  fromInvalid: 'Enter a path on this site, starting with / (no ? or #)',
  fromReserved: 'This path is a page of the site: it cannot be redirected',
  toRequired: 'To is required',
  toInvalid: 'Enter a path starting with / or a full https:// address',
  toSelf: 'A path cannot redirect to itself',
} as const

/** A path on this site: one leading slash, no query, no fragment, no spaces. */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s?#\\]*$/.test(value)

/** A path on this site, which may carry a query or a fragment: a redirect's target. */
const isSiteUrl = (value: string) => /^\/(?![/\\])\S*$/.test(value)

/** The form of a path redirects are stored and looked up under: no trailing slash. */
export const normalizePath = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export const redirectSchema = z
  .object({
    from: z
      .string(REDIRECT_MESSAGES.fromRequired)
      .trim()
      .min(1, REDIRECT_MESSAGES.fromRequired)
      .max(500, REDIRECT_MESSAGES.fromInvalid)
      .refine(isSitePath, REDIRECT_MESSAGES.fromInvalid)
      .transform(normalizePath)
      .refine(
        (path) => !SITE_PAGE_PATHS.includes(path) && !RESERVED_PREFIXES.test(path),
        REDIRECT_MESSAGES.fromReserved,
      ),
    to: z
      .string(REDIRECT_MESSAGES.toRequired)
      .trim()
      .min(1, REDIRECT_MESSAGES.toRequired)
      .max(2000, REDIRECT_MESSAGES.toInvalid)
      .refine((value) => isSiteUrl(value) || isHttpUrl(value), REDIRECT_MESSAGES.toInvalid),
  })
  .refine((value) => normalizePath(value.to) !== value.from, {
    path: ['to'],
    message: REDIRECT_MESSAGES.toSelf,
  })

export type RedirectValues = z.output<typeof redirectSchema>
