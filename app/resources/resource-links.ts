/**
 * Public links of resources, generated once when a resource is created
 * (back-office §7 "Generated public link rules"):
 *
 * 1. the category is found: /resources/{categorySlug}/{slug of title};
 * 2. a compliance-doc without a category: /resources/compliance/{slug};
 * 3. otherwise: /resources/{type, first hyphen → underscore}/{slug}.
 *
 * The slug is the category rule (lower case, whitespace runs → hyphens), then
 * percent-encoded, so a title with '?', '#' or '/' still gives one path
 * segment. Two resources never share a link: a taken link gets -2, -3, …
 * (docs/decisions/017-resource-links.md).
 */
import { slugify } from '~/utils/slug'
import type { ResourceType } from '~/db/schema'

/**
 * A slug that is `.` or `..` would be a dot segment, which browsers resolve
 * away before asking: the page could never be reached. Its dots become
 * hyphens instead.
 */
export const resourceSlug = (title: string) => {
  const slug = encodeURIComponent(slugify(title))
  return slug === '.' || slug === '..' ? slug.replace(/\./g, '-') : slug
}

export function resourceLink(resource: {
  type: ResourceType
  title: string
  /** The slug of the resource's category, when that category exists. */
  categorySlug?: string | null
}): string {
  const slug = resourceSlug(resource.title)
  // A category's slug is its title's: encoded like a title's, so it stays one reachable segment.
  if (resource.categorySlug) return `/resources/${resourceSlug(resource.categorySlug)}/${slug}`
  if (resource.type === 'compliance-doc') return `/resources/compliance/${slug}`
  return `/resources/${resource.type.replace('-', '_')}/${slug}`
}

/** `link`, or the first of link-2, link-3 … that `isTaken` says is free. */
export async function firstFreeLink(
  link: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isTaken(link))) return link
  for (let n = 2; ; n++) {
    const candidate = `${link}-${n}`
    if (!(await isTaken(candidate))) return candidate
  }
}
