/** schema.org Organization of the company, for JSON-LD on every public page and as publisher. */
export const organization = (origin: string) => ({
  '@type': 'Organization',
  name: 'Alakin',
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  email: 'info@alakin.com',
})
