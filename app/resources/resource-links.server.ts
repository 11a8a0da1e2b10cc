import { eq } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'
import { firstFreeLink, resourceLink } from './resource-links'

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
  return firstFreeLink(link, async (candidate) => {
    const [taken] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.link, candidate))
    return Boolean(taken)
  })
}
