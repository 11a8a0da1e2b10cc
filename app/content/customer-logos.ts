import { z } from 'zod'
import type { CollectionDefinition } from './collection'
import { displayOrder, optionalText } from './fields'

export const customerLogoSchema = z.object({
  name: z.string('Name is required').trim().min(1, 'Name is required').max(200),
  logoSrc: optionalText(2000),
  logoPath: optionalText(2000),
  alt: optionalText(300),
  website: optionalText(2000),
  displayOrder,
})

export const customerLogosCollection = {
  slug: 'customer-logos',
  words: 'admin.customerLogos',
  schema: customerLogoSchema,
  fields: [
    { name: 'name', label: 'admin.customerLogos.fields.name', kind: 'text' },
    {
      name: 'logoSrc',
      label: 'admin.customerLogos.fields.logoSrc',
      kind: 'text',
      preview: true,
      previewFallback: 'logoPath',
      upload: true,
    },
    { name: 'logoPath', label: 'admin.customerLogos.fields.logoPath', kind: 'text' },
    {
      name: 'alt',
      label: 'admin.customerLogos.fields.alt',
      kind: 'text',
      hint: 'admin.customerLogos.fields.altHint',
    },
    { name: 'website', label: 'admin.customerLogos.fields.website', kind: 'text' },
    { name: 'displayOrder', label: 'admin.customerLogos.fields.displayOrder', kind: 'number' },
  ],
  columns: [
    { key: 'logoSrc', label: 'admin.customerLogos.columns.preview', kind: 'image' },
    { key: 'name', label: 'admin.customerLogos.columns.name' },
    { key: 'logoPath', label: 'admin.customerLogos.columns.logoPath' },
    { key: 'displayOrder', label: 'admin.customerLogos.columns.displayOrder', kind: 'number' },
  ],
  labelField: 'name',
  searchFields: ['name'],
} satisfies CollectionDefinition<typeof customerLogoSchema>
