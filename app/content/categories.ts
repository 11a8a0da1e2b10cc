import { asc, count, eq, sql } from 'drizzle-orm'
import { Tags } from 'lucide-react'
import { z } from 'zod'
import { categories, categoryIcons, resources } from '~/db/schema'
import { slugify } from '~/utils/slug'
import { defineContentType, type PublicRow } from './collection'
import { withLifecycle } from './lifecycle'

export { slugify }

export const categorySchema = withLifecycle({
  // The spec declares no rule; a category needs a title for its slug and its links.
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200),
  name: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  icon: z.enum([...categoryIcons]).default('FileText'),
})

export const categoriesCollection = defineContentType({
  slug: 'categories',
  table: categories,
  idPrefix: 'category',
  words: 'admin.categories',
  nav: { label: 'admin.nav.categories', icon: Tags },
  admin: 'generic',
  schema: categorySchema,
  // back-office §3: slug from the title; name defaults to the title.
  defaults: (values) => ({ name: values.name || values.title, slug: slugify(values.title) }),
  fields: [
    { name: 'title', label: 'admin.categories.fields.title', kind: 'text' },
    {
      name: 'name',
      label: 'admin.categories.fields.name',
      kind: 'text',
      hint: 'admin.categories.fields.nameHint',
    },
    { name: 'description', label: 'admin.categories.fields.description', kind: 'textarea' },
    {
      name: 'icon',
      label: 'admin.categories.fields.icon',
      kind: 'select',
      options: { values: categoryIcons, labels: 'admin.categories.icons' },
    },
  ],
  columns: [
    { key: 'icon', label: 'admin.categories.columns.icon', kind: 'icon' },
    { key: 'title', label: 'admin.categories.columns.title' },
    { key: 'slug', label: 'admin.categories.columns.slug' },
    { key: 'description', label: 'admin.categories.columns.description', wide: true },
    { key: 'resourceCount', label: 'admin.categories.columns.resources', kind: 'number' },
  ],
  labelField: 'title',
  // Categories show in the resource library's filters.
  publicPage: () => 'resources',
  searchFields: ['title', 'slug', 'description'],
  orderBy: (t) => [asc(t.title)],
  // The list shows how many resources use each category.
  list: (db, where) =>
    db
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
      .orderBy(asc(categories.title)),
  isDeleteDisabled: (row) => Number(row.resourceCount) > 0,
  // back-office §3: no delete while resources use the category.
  async deleteBlocker(db, id) {
    const [row] = await db
      .select({ n: count() })
      .from(resources)
      .where(eq(resources.categoryId, id))
    return row && row.n > 0 ? 'admin.categories.deleteBlocked' : null
  },
  // The resource library's category filters and cards.
  publicColumns: ['id', 'title', 'name', 'slug', 'description', 'icon'],
})

export type Category = PublicRow<typeof categoriesCollection>
