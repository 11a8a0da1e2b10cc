import { and, eq, ne } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'
import { isRedirected } from '~/redirects/redirects.server'
import { firstFreeLink, resourceLink } from './resource-links'
import { isReservedLink, RESERVED_LINK_MESSAGE } from './reserved-links'

/**
 * The link a new resource gets: the §7 rule for its type and category, made
 * unique against the stored links. Call it inside the transaction that
 * inserts the resource (the unique index on `link` is the final guard).
 */
export async function linkForNewResource(
  db: Queryable,
  resource: { type: ResourceType; title: string; categoryId?: string | null },
): Promise<string> {
  const [category] = resource.categoryId
    ? await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.id, resource.categoryId))
    : []
  const link = resourceLink({ ...resource, categorySlug: category?.slug })
  // An old link that redirects stays the redirect's (decision 065); a page of the site stays its own.
  return firstFreeLink(
    link,
    async (candidate) =>
      isReservedLink(candidate) ||
      (await resourceAt(db, candidate)) !== undefined ||
      (await isRedirected(db, candidate)),
  )
}

async function resourceAt(db: Queryable, link: string, except?: string) {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.link, link), except ? ne(resources.id, except) : undefined))
  return row
}

/**
 * Why a resource (`id`, none when new) cannot take `link`, or null: another
 * resource has it (in the trash too), or the site answers it itself. A link
 * that only redirects is free: the resource's page replaces the redirect.
 */
export async function linkRefusal(db: Queryable, link: string, id?: string) {
  if (isReservedLink(link)) return RESERVED_LINK_MESSAGE
  if (await resourceAt(db, link, id)) return 'Another resource already has this link'
  return null
}
