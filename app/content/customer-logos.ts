import { asc } from 'drizzle-orm'
import { Image } from 'lucide-react'
import { z } from 'zod'
import { customerLogos } from '~/db/schema'
import { defineContentType, type PublicRow } from './collection'
import { withLifecycle } from './lifecycle'
import { displayOrder, optionalText } from './fields'

export const customerLogoSchema = withLifecycle({
  name: z.string('Name is required').trim().min(1, 'Name is required').max(200),
  logoSrc: optionalText(2000),
  logoPath: optionalText(2000),
  alt: optionalText(300),
  website: optionalText(2000),
  displayOrder,
})

export const customerLogosCollection = defineContentType({
  slug: 'customer-logos',
  table: customerLogos,
  idPrefix: 'logo',
  words: 'admin.customerLogos',
  nav: { label: 'admin.nav.customerLogos', icon: Image },
  admin: 'generic',
  schema: customerLogoSchema,
  // back-office §3: alt defaults to the name; logoSrc and logoPath stand in for each other.
  defaults: (values) => {
    const alt = values.alt ?? values.name
    return {
      logoSrc: values.logoSrc ?? values.logoPath ?? '',
      logoPath: values.logoPath ?? values.logoSrc ?? '',
      alt,
      altText: alt,
    }
  },
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
    { key: 'logoPath', label: 'admin.customerLogos.columns.logoPath', wide: true },
    { key: 'displayOrder', label: 'admin.customerLogos.columns.displayOrder', kind: 'number' },
  ],
  labelField: 'name',
  // The logos of the pricing page's "trusted by" band.
  publicPage: () => 'pricing',
  searchFields: ['name'],
  orderBy: (t) => [asc(t.displayOrder), asc(t.name)],
  // The pricing page's logo carousel.
  publicColumns: ['id', 'name', 'logoSrc', 'logoPath', 'alt', 'altText'],
})

export type CustomerLogo = PublicRow<typeof customerLogosCollection>
