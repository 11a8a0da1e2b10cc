import { asc } from 'drizzle-orm'
import { MessageSquareQuote } from 'lucide-react'
import { z } from 'zod'
import { testimonials } from '~/db/schema'
import { defineContentType, type PublicRow } from './collection'
import { withLifecycle } from './lifecycle'
import { displayOrder, optionalText } from './fields'

export const testimonialSchema = withLifecycle({
  quote: z.string('Quote is required').trim().min(1, 'Quote is required').max(2000),
  author: z.string('Author is required').trim().min(1, 'Author is required').max(200),
  role: optionalText(200),
  company: optionalText(200),
  avatarSrc: optionalText(2000),
  displayOrder,
})

export const testimonialsCollection = defineContentType({
  slug: 'testimonials',
  table: testimonials,
  idPrefix: 'testimonial',
  words: 'admin.testimonials',
  nav: { label: 'admin.nav.testimonials', icon: MessageSquareQuote },
  admin: 'generic',
  schema: testimonialSchema,
  fields: [
    // A person's words, name, position and photo: personal data (decision 086).
    { name: 'quote', label: 'admin.testimonials.fields.quote', kind: 'textarea', personal: true },
    { name: 'author', label: 'admin.testimonials.fields.author', kind: 'text', personal: true },
    { name: 'role', label: 'admin.testimonials.fields.role', kind: 'text', personal: true },
    { name: 'company', label: 'admin.testimonials.fields.company', kind: 'text', personal: true },
    {
      name: 'avatarSrc',
      label: 'admin.testimonials.fields.avatarSrc',
      kind: 'text',
      upload: true,
      personal: true,
    },
    { name: 'displayOrder', label: 'admin.testimonials.fields.displayOrder', kind: 'number' },
  ],
  columns: [
    { key: 'displayOrder', label: 'admin.testimonials.columns.order', kind: 'number' },
    { key: 'author', label: 'admin.testimonials.columns.author' },
    { key: 'role', label: 'admin.testimonials.columns.role' },
    { key: 'company', label: 'admin.testimonials.columns.company' },
    { key: 'quote', label: 'admin.testimonials.columns.quote', wide: true },
  ],
  labelField: 'author',
  // The home page's carousel.
  publicPage: () => 'home',
  searchFields: ['author', 'role', 'company', 'quote'],
  // back-office §2 and public-site §2: by displayOrder ascending.
  orderBy: (t) => [asc(t.displayOrder), asc(t.author)],
  // The home page's carousel.
  publicColumns: ['id', 'author', 'role', 'company', 'quote', 'avatarSrc'],
})

export type Testimonial = PublicRow<typeof testimonialsCollection>
