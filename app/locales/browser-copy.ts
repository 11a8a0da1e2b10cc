/**
 * The words of each page namespace (app/locales/<language>/<namespace>.json)
 * the browser renders, as paths (dot-separated, `*` for any key; decision 162).
 * A page whose body the browser keeps as the server rendered it needs only
 * its head's words (`meta`) for a visit from another page. The page module
 * imports `virtual:page-copy/<namespace>`, which registers these words in the
 * browser and the whole file on the server; another language's page loads
 * its words at the same paths (app/languages/page-copy.ts).
 *
 * A namespace listed nowhere here ships whole. Kept apart from vite.bundling.ts
 * so a unit test can read it.
 */
export const browserCopy: Partial<Record<string, readonly string[]>> = {
  about: ['meta'],
  compliance: ['meta'],
  home: ['meta'],
  library: ['meta', 'feed'],
  platform: ['meta'],
  pricing: ['meta'],
  privacy: ['meta'],
  solutions: ['meta'],
  terms: ['meta'],
}
