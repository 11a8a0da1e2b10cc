/**
 * The server side of the content types that need one, and the store of every
 * type (its definition with these hooks). Only what cannot live in the
 * isomorphic definition is here: HTML sanitising, link generation, database
 * rules of the resource form.
 */
import { dropRedirectFrom, redirectChangedLink } from '~/redirects/redirects.server'
import { linkForNewResource, linkRefusal } from '~/resources/resource-links.server'
import { reservedCategoryRefusal } from '~/resources/reserved-links'
import { resourceSlug } from '~/resources/resource-links'
import { slugify } from '~/utils/slug'
import { sanitizeRichText } from '~/utils/sanitize-html.server'
import type { CollectionStore, ServerHooks } from './collection.server'
import { contentType, contentTypes, type ContentSlug } from './registry'
import { droppedResourceFields, type relevantResourceFields } from './resources'
import { categoryExists, categoryInTrash, CATEGORY_IN_TRASH } from './resource-admin.server'

const serverHooks: Partial<Record<ContentSlug, ServerHooks>> = {
  // A category's slug is a segment of its resources' links: not one the site answers itself.
  categories: {
    check: async (_db, values): Promise<Record<string, string[]>> => {
      const refusal = reservedCategoryRefusal(
        resourceSlug(slugify((values as { title: string }).title)),
      )
      return refusal ? { title: [refusal] } : {}
    },
  },
  resources: {
    // Rich text is sanitised before it is stored; a scheduled resource is dated by its time.
    // An edit without a link keeps the stored one (decision 065).
    toRow: ({ link, ...row }) => ({
      ...row,
      ...(link ? { link } : {}),
      content: typeof row.content === 'string' ? sanitizeRichText(row.content) : null,
      ...(row.status === 'scheduled' && row.publishAt ? { publishedDate: row.publishAt } : {}),
    }),
    // The chosen category must still exist (it may have been deleted since the form opened).
    // A compliance document may have none.
    // A link given on purpose must be free (decision 065).
    check: async (db, values, id): Promise<Record<string, string[]>> => {
      const { categoryId, link } = values as { categoryId?: string; link?: string }
      const errors: Record<string, string[]> = {}
      if (categoryId !== undefined && !(await categoryExists(db, categoryId)))
        errors.categoryId = [
          (await categoryInTrash(db, categoryId)) ? CATEGORY_IN_TRASH : 'Category is required',
        ]
      const linkError = link === undefined ? null : await linkRefusal(db, link, id)
      if (linkError) errors.link = [linkError]
      return errors
    },
    // The old link answers 301 to the new one for ever.
    afterUpdate: async (db, before, after, actor) => {
      if (before.link !== after.link)
        await redirectChangedLink(db, String(before.link), String(after.link), actor, after.id)
    },
    // A type (or call-to-action) change never silently empties what the type showed before.
    droppedFields: (before, row) =>
      droppedResourceFields(before, row as ReturnType<typeof relevantResourceFields>),
    // back-office §7: a new resource gets its link (unless one is given) and today's
    // publishedDate (its scheduled time when it has one); an edit keeps the link.
    beforeCreate: async (db, row) => {
      if (typeof row.link === 'string') await dropRedirectFrom(db, row.link)
      return {
        ...row,
        link:
          row.link ??
          (await linkForNewResource(db, row as Parameters<typeof linkForNewResource>[1])),
        publishedDate: row.publishedDate ?? new Date(),
      }
    },
  },
}

const stores = new Map<string, CollectionStore>(
  contentTypes.map((type) => [
    type.slug,
    { ...serverHooks[type.slug], definition: contentType(type.slug)! },
  ]),
)

/** The store of the type named by a route parameter, or null for any other segment. */
export function storeOf(slug: string | undefined): CollectionStore | null {
  return stores.get(slug ?? '') ?? null
}

/** The store of a type the code names. */
export const storeFor = (slug: ContentSlug): CollectionStore => stores.get(slug)!
