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
// Case-insensitive, like the router: /Admin opens the back office, so a redirect from it would never be followed.
const RESERVED_PREFIXES = /^\/(admin|api|uploads|assets|media|preview|calendar)(\/|$)/i
const SITE_PAGES_LOWER = new Set(SITE_PAGE_PATHS.map((path) => path.toLowerCase()))

/** Whether the site answers `path` itself, written in any case. */
export const isReservedPath = (path: string) =>
  SITE_PAGES_LOWER.has(path.toLowerCase()) || RESERVED_PREFIXES.test(path)

export const REDIRECT_MESSAGES = {
  fromRequired: 'From is required',
  fromInvalid: 'Enter a path on this site, starting with / (no ? or #)',
  fromReserved: 'This path is a page of the site: it cannot be redirected',
  toRequired: 'To is required',
  toInvalid: 'Enter a path starting with / or a full https:// address',
  unsendable: 'Remove the control or broken characters: no browser can follow them',
  toSelf: 'A path cannot redirect to itself',
} as const

/** A path on this site: one leading slash, no query, no fragment, no spaces. */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s?#\\]*$/.test(value)

/** A path on this site, which may carry a query or a fragment: a redirect's target. */
const isSiteUrl = (value: string) => /^\/(?![/\\])\S*$/.test(value)

/** Control characters, and half of a surrogate pair alone (no character at all). */
const UNSENDABLE = /\p{Cc}|\p{Cs}/u

/**
 * `target` as a Location header can carry it: every character beyond ASCII
 * percent-encoded as UTF-8 (a browser sends them so), or null when it holds
 * what no URL may (control characters, a broken character). Used as a
 * redirect is saved and again as it is followed, so a row stored before this
 * check can never make a page fail.
 */
export function headerSafeTarget(target: string): string | null {
  if (UNSENDABLE.test(target)) return null
  if (!/[^\p{ASCII}]/u.test(target)) return target
  // A host beyond ASCII is written the way DNS knows it (punycode).
  if (isHttpUrl(target)) return new URL(target).href
  return target.replace(/[^\p{ASCII}]+/gu, encodeURIComponent)
}

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
      .refine((path) => headerSafeTarget(path) !== null, REDIRECT_MESSAGES.unsendable)
      // Looked up against the path as browsers send it: é arrives as %C3%A9.
      .transform((path) => normalizePath(headerSafeTarget(path)!))
      .refine((path) => !isReservedPath(path), REDIRECT_MESSAGES.fromReserved),
    to: z
      .string(REDIRECT_MESSAGES.toRequired)
      .trim()
      .min(1, REDIRECT_MESSAGES.toRequired)
      .max(2000, REDIRECT_MESSAGES.toInvalid)
      .refine((value) => isSiteUrl(value) || isHttpUrl(value), REDIRECT_MESSAGES.toInvalid)
      .refine((value) => headerSafeTarget(value) !== null, REDIRECT_MESSAGES.unsendable)
      .transform((value) => headerSafeTarget(value)!),
  })
  .refine((value) => normalizePath(value.to) !== value.from, {
    path: ['to'],
    message: REDIRECT_MESSAGES.toSelf,
  })

export type RedirectValues = z.output<typeof redirectSchema>
