/**
 * Every content type, once (decision 060). The admin routes and sidebar, the
 * audit log's filters, the content API, its OpenAPI document and the property
 * tests all read this list: a new type is one module and one line here.
 */
import { categoriesCollection } from './categories'
import type { CollectionDefinition } from './collection'
import { customerLogosCollection } from './customer-logos'
import { resourcesCollection } from './resources'
import { testimonialsCollection } from './testimonials'
import { videosCollection } from './videos'

/** In the sidebar's order. */
export const contentTypes = [
  resourcesCollection,
  categoriesCollection,
  customerLogosCollection,
  testimonialsCollection,
  videosCollection,
] as const

export type ContentSlug = (typeof contentTypes)[number]['slug']

/** Every type's URL segment (also its audit name). */
export const contentSlugs = contentTypes.map((type) => type.slug) as ContentSlug[]

const bySlug = new Map<string, CollectionDefinition>(
  contentTypes.map((type) => [type.slug, type as unknown as CollectionDefinition]),
)

/** The type at /admin/{slug} or /api/{slug}, or undefined for any other segment. */
export function contentType(slug: string | undefined): CollectionDefinition | undefined {
  return bySlug.get(slug ?? '')
}

/** The types whose list and form are the generic pages (routes/admin/collection-*.tsx). */
export const genericContentTypes = contentTypes.filter((type) => type.admin === 'generic')

/** Kept for the generic pages: the definitions by slug. */
export const collections = Object.fromEntries(bySlug) as Record<string, CollectionDefinition>
