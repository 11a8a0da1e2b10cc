/**
 * The three research partners of public-site §2. The link is optional: a
 * card without one shows no link. The wordmarks are 64 px high, `logoWidth`
 * wide (npm run media writes them: media/people.ts). See docs/decisions/021-company-pages.md.
 */
export const partners = [
  {
    key: 'popular',
    logo: '/media/partners/popular.svg',
    logoWidth: 160,
    url: 'https://popular.example',
  },
  { key: 'exposome', logo: '/media/partners/exposome.svg', logoWidth: 372, url: null },
  {
    key: 'presage',
    logo: '/media/partners/presage.svg',
    logoWidth: 172,
    url: 'https://presage.example',
  },
] as const

export type Partner = (typeof partners)[number]
