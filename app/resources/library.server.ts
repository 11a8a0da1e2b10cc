/**
 * Reading resources for the public pages: a detail page at its stored link
 * (back-office §7), the alternative paths of public-site §2 answered with a
 * 301 to that one canonical link, and related resources of the same category.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm'
import { live } from '~/db/live'
import type { Queryable } from '~/db/client.server'
import { categories, resources, type ResourceType } from '~/db/schema'

/** public-site §2: the other forms a resource's URL may take, by their first segment. */
const alternativeSegments: Record<string, ResourceType> = {
  'white-papers': 'white-paper',
  'case-studies': 'case-study',
  webinars: 'webinar',
  compliance: 'compliance-doc',
  events: 'event',
}

export type LibraryResource = typeof resources.$inferSelect & {
  category: { title: string; slug: string } | null
}

async function withCategory(db: Queryable, where: ReturnType<typeof eq>, onlyLive = true) {
  const [row] = await db
    .select({ resource: resources, category: { title: categories.title, slug: categories.slug } })
    .from(resources)
    // A draft category's name stays unseen on public pages (decision 061).
    .leftJoin(
      categories,
      and(eq(categories.id, resources.categoryId), onlyLive ? live(categories) : undefined),
    )
    .where(and(where, onlyLive ? live(resources) : isNull(resources.deletedAt)))
    .limit(1)
  return row ? ({ ...row.resource, category: row.category } as LibraryResource) : undefined
}

/**
 * The resource a path names: `{ resource }` at its canonical link,
 * `{ redirect }` for an alternative form of it, or nothing.
 */
export async function findResourceByPath(
  db: Queryable,
  pathname: string,
): Promise<{ resource: LibraryResource } | { redirect: string } | undefined> {
  const resource = await withCategory(db, eq(resources.link, pathname))
  if (resource) return { resource }

  const [, , segment, slug, ...rest] = pathname.split('/')
  const type = segment ? alternativeSegments[segment] : undefined
  if (!type || !slug || rest.length > 0) return undefined
  const candidates = await db
    .select({ link: resources.link })
    .from(resources)
    .where(and(eq(resources.type, type), live(resources)))
    .orderBy(resources.createdAt)
  const match = candidates.find((candidate) => candidate.link.split('/').at(-1) === slug)
  return match ? { redirect: match.link } : undefined
}

export async function relatedResources(db: Queryable, resource: LibraryResource, limit = 3) {
  if (!resource.categoryId) return []
  return db
    .select({ title: resources.title, link: resources.link, type: resources.type })
    .from(resources)
    .where(
      and(
        eq(resources.categoryId, resource.categoryId),
        ne(resources.id, resource.id),
        live(resources),
      ),
    )
    .orderBy(desc(resources.publishedDate))
    .limit(limit)
}

export async function findResourceById(db: Queryable, id: string) {
  return withCategory(db, eq(resources.id, id))
}

/** A resource as it will look, draft or scheduled (a preview link's; decision 064). */
export async function findResourceForPreview(db: Queryable, id: string) {
  return withCategory(db, eq(resources.id, id), false)
}

/** Every resource's link and last change, for the sitemap. */
export async function resourceLinks(db: Queryable) {
  return db
    .select({ link: resources.link, updatedAt: resources.updatedAt })
    .from(resources)
    .where(live(resources))
    .orderBy(resources.link)
}
