/**
 * The words of app/routes.ts a resource link or a category may not take
 * (issue #34): a link the site answers itself would never show its resource,
 * and a category named like a fixed segment under /resources (a listing,
 * `newsroom/feed.xml`) would put its resources next to the site's own pages.
 * Derived from SITE_PAGE_PATHS, which redirects.test.ts keeps equal to the
 * fixed paths of app/routes.ts; reserved-links.test.ts checks that every
 * fixed segment under /resources is here.
 */
import { isReservedPath, SITE_PAGE_PATHS } from '~/redirects/redirects'

/** The first segments under /resources that app/routes.ts answers itself. */
export const RESERVED_RESOURCE_SEGMENTS: ReadonlySet<string> = new Set(
  SITE_PAGE_PATHS.filter((path) => path.startsWith('/resources/')).map(
    (path) => path.split('/')[2]!,
  ),
)

export const RESERVED_LINK_MESSAGE = 'This link is a page of the site'

/** Why a category whose link segment is `segment` cannot be saved, or null. */
export function reservedCategoryRefusal(segment: string) {
  return RESERVED_RESOURCE_SEGMENTS.has(segment.toLowerCase())
    ? `"${segment}" is a page of the site (/resources/${segment}): choose another title`
    : null
}

/** Whether the site answers `link` itself (in any case), so a resource could never show there. */
export const isReservedLink = (link: string) => isReservedPath(link)
