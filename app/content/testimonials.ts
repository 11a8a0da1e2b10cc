import { z } from 'zod'
import type { CollectionDefinition } from './collection'
import { displayOrder, optionalText } from './fields'

export const testimonialSchema = z.object({
  quote: z.string('Quote is required').trim().min(1, 'Quote is required').max(2000),
  author: z.string('Author is required').trim().min(1, 'Author is required').max(200),
  role: optionalText(200),
  company: optionalText(200),
  avatarSrc: optionalText(2000),
  displayOrder,
})

export const testimonialsCollection = {
  slug: 'testimonials',
  words: 'admin.testimonials',
  schema: testimonialSchema,
  fields: [
    { name: 'quote', label: 'admin.testimonials.fields.quote', kind: 'textarea' },
    { name: 'author', label: 'admin.testimonials.fields.author', kind: 'text' },
    { name: 'role', label: 'admin.testimonials.fields.role', kind: 'text' },
    { name: 'company', label: 'admin.testimonials.fields.company', kind: 'text' },
    { name: 'avatarSrc', label: 'admin.testimonials.fields.avatarSrc', kind: 'text', upload: true },
    { name: 'displayOrder', label: 'admin.testimonials.fields.displayOrder', kind: 'number' },
  ],
  columns: [
    { key: 'displayOrder', label: 'admin.testimonials.columns.order', kind: 'number' },
    { key: 'author', label: 'admin.testimonials.columns.author' },
    { key: 'role', label: 'admin.testimonials.columns.role' },
    { key: 'company', label: 'admin.testimonials.columns.company' },
    { key: 'quote', label: 'admin.testimonials.columns.quote' },
  ],
  labelField: 'author',
  searchFields: ['author', 'role', 'company', 'quote'],
} satisfies CollectionDefinition<typeof testimonialSchema>
