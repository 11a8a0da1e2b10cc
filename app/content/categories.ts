import { z } from 'zod'
import { categoryIcons } from '~/db/schema'
import type { CollectionDefinition } from './collection'

/** back-office §3: the slug is the title in lower case with whitespace runs turned into hyphens. */
export const slugify = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-')

export const categorySchema = z.object({
  // The spec declares no rule; a category needs a title for its slug and its links.
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200),
  name: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  icon: z.enum([...categoryIcons]).default('FileText'),
})

export const categoriesCollection = {
  slug: 'categories',
  words: 'admin.categories',
  schema: categorySchema,
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
    { key: 'description', label: 'admin.categories.columns.description' },
    { key: 'resourceCount', label: 'admin.categories.columns.resources', kind: 'number' },
  ],
  labelField: 'title',
  searchFields: ['title', 'slug', 'description'],
  isDeleteDisabled: (row) => Number(row.resourceCount) > 0,
} satisfies CollectionDefinition<typeof categorySchema>
