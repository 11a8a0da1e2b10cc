import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { categories, customerLogos, resources, testimonials, videos } from '~/db/schema'
import { categoriesCollection, slugify } from './categories'
import { customerLogosCollection } from './customer-logos'
import { droppedResourceFields, relevantResourceFields, resourcesCollection } from './resources'
import { categoryExists } from '~/resources/resource-admin.server'
import { linkForNewResource } from '~/resources/resource-links.server'
import { sanitizeRichText } from '~/utils/sanitize-html.server'
import { testimonialsCollection } from './testimonials'
import { videosCollection } from './videos'
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

export const testimonialStore: CollectionStore<typeof testimonialsCollection.schema> = {
  definition: testimonialsCollection,
  idPrefix: 'testimonial',
  table: testimonials,
  // back-office §2: sorted by displayOrder ascending.
  list: (db, where) =>
    db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(asc(testimonials.displayOrder), asc(testimonials.author)),
  toRow: (values) => ({
    quote: values.quote,
    author: values.author,
    role: values.role ?? '',
    company: values.company ?? '',
    avatarSrc: values.avatarSrc ?? null,
    displayOrder: values.displayOrder,
  }),
}

export const customerLogoStore: CollectionStore<typeof customerLogosCollection.schema> = {
  definition: customerLogosCollection,
  idPrefix: 'logo',
  table: customerLogos,
  list: (db, where) =>
    db
      .select()
      .from(customerLogos)
      .where(where)
      .orderBy(asc(customerLogos.displayOrder), asc(customerLogos.name)),
  // back-office §3: alt defaults to the name; logoSrc and logoPath stand in for each other.
  toRow: (values) => {
    const logoSrc = values.logoSrc ?? values.logoPath ?? ''
    const logoPath = values.logoPath ?? values.logoSrc ?? ''
    const alt = values.alt ?? values.name
    return {
      name: values.name,
      logoSrc,
      logoPath,
      alt,
      altText: alt,
      website: values.website ?? null,
      displayOrder: values.displayOrder,
    }
  },
}

export const videoStore: CollectionStore<typeof videosCollection.schema> = {
  definition: videosCollection,
  idPrefix: 'video',
  table: videos,
  list: (db, where) => db.select().from(videos).where(where).orderBy(desc(videos.createdAt)),
  toRow: (values) => ({
    title: values.title,
    description: values.description,
    videoSrc: values.videoSrc,
    thumbnailSrc: values.thumbnailSrc ?? null,
    overlayText: values.overlayText ?? null,
    location: values.location,
  }),
}

export const resourceStore: CollectionStore<typeof resourcesCollection.schema> = {
  definition: resourcesCollection,
  idPrefix: 'resource',
  table: resources,
  list: (db, where) =>
    db
      .select({
        id: resources.id,
        title: resources.title,
        description: resources.description,
        type: resources.type,
        link: resources.link,
        updatedAt: resources.updatedAt,
        categoryTitle: categories.title,
      })
      .from(resources)
      .leftJoin(categories, eq(categories.id, resources.categoryId))
      .where(where)
      .orderBy(desc(resources.updatedAt)),
  // back-office §3: only the fields relevant to the type; rich text sanitised before it is stored.
  toRow: (values) => {
    const row = relevantResourceFields(values)
    return { ...row, content: row.content === null ? null : sanitizeRichText(row.content) }
  },
  // The chosen category must still exist (it may have been deleted since the form opened).
  // A compliance document may have none.
  check: async (db, values): Promise<Record<string, string[]>> =>
    values.categoryId === undefined || (await categoryExists(db, values.categoryId))
      ? {}
      : { categoryId: ['Category is required'] },
  // A type (or call-to-action) change never silently empties what the type showed before.
  droppedFields: (before, row) =>
    droppedResourceFields(before, row as ReturnType<typeof relevantResourceFields>),
  // back-office §7: a new resource gets its link and today's publishedDate; an edit keeps both.
  beforeCreate: async (db, row) => ({
    ...row,
    link: await linkForNewResource(db, row as Parameters<typeof linkForNewResource>[1]),
    publishedDate: new Date(),
  }),
}

/** Every collection with a generic manager, by URL segment (the same keys as the registry). */
export const stores = {
  categories: categoryStore,
  'customer-logos': customerLogoStore,
  testimonials: testimonialStore,
  videos: videoStore,
} as const
export type CollectionSlug = keyof typeof stores
