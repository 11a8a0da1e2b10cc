/**
 * The three research partners of public-site §2. The link is optional: a
 * card without one shows no link. See docs/decisions/021-company-pages.md.
 */
export const partners = [
  { key: 'popular', logo: '/media/partners/popular.svg', url: 'https://popular.example' },
  { key: 'exposome', logo: '/media/partners/exposome.svg', url: null },
  { key: 'presage', logo: '/media/partners/presage.svg', url: 'https://presage.example' },
] as const

export type Partner = (typeof partners)[number]
