/**
 * Public links of resources, generated once when a resource is created
 * (back-office §7 "Generated public link rules"):
 *
 * 1. the category is found: /resources/{categorySlug}/{slug of title};
 * 2. a compliance-doc without a category: /resources/compliance/{slug};
 * 3. otherwise: /resources/{type, first hyphen → underscore}/{slug}.
 *
 * The slug is the category rule (lower case, whitespace runs → hyphens) on the
 * title's letters, digits and `-._~` only: every other character (`%`, `?`,
 * `#`, `/`, punctuation, symbols) is left out, so the link reads as the title
 * and needs no escape but for non-ASCII letters (decision 119). Two resources
 * never share a link: a taken link gets -2, -3, … (decision 017).
 */
import { slugify } from '~/utils/slug'
import type { ResourceType } from '~/db/schema'

/** What a path segment carries as it is, besides whitespace (turned into hyphens). */
const UNCARRIED = /[^\p{L}\p{M}\p{N}\s._~-]/gu

/** The slug of a title that keeps none of its characters. */
export const EMPTY_SLUG = 'untitled'

/**
 * A slug that is `.` or `..` would be a dot segment, which browsers resolve
 * away before asking: the page could never be reached. Its dots become
 * hyphens instead. Non-ASCII letters are stored percent-encoded, the one
 * form the link field keeps (decision 065).
 */
export const resourceSlug = (title: string) => {
  const slug = encodeURIComponent(slugify(title.replace(UNCARRIED, ''))) || EMPTY_SLUG
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
