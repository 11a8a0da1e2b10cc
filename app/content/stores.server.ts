import { asc, count, eq, sql } from 'drizzle-orm'
import { categories, resources } from '~/db/schema'
import { categoriesCollection, slugify } from './categories'
import type { CollectionStore } from './collection.server'

export const categoryStore: CollectionStore<typeof categoriesCollection.schema> = {
  definition: categoriesCollection,
  idPrefix: 'category',
  table: categories,
  async list(db, where) {
    return db
      .select({
        id: categories.id,
        title: categories.title,
        name: categories.name,
        slug: categories.slug,
        description: categories.description,
        icon: categories.icon,
        resourceCount: sql<number>`${count(resources.id)}::int`,
      })
      .from(categories)
      .leftJoin(resources, eq(resources.categoryId, categories.id))
      .where(where)
      .groupBy(categories.id)
      .orderBy(asc(categories.title))
  },
  // back-office §3: slug from the title; name defaults to the title.
  toRow: (values) => ({
    title: values.title,
    name: values.name || values.title,
    description: values.description ?? '',
    icon: values.icon,
    slug: slugify(values.title),
  }),
  async deleteBlocker(db, id) {
    const [row] = await db
      .select({ n: count() })
      .from(resources)
      .where(eq(resources.categoryId, id))
    return row && row.n > 0 ? 'admin.categories.deleteBlocked' : null
  },
}

/** Every collection with a generic manager, by URL segment. */
export const stores = { categories: categoryStore } as const
export type CollectionSlug = keyof typeof stores
