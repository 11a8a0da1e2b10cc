/**
 * The languages whose files exist (spec §9), English first among equals: its
 * pages have no prefix, every other one's live under its code (decision 099).
 * Kept apart from i18n.ts so the route list (app/routes.ts) can name the codes.
 */
export const languages = ['de', 'en', 'es', 'fr', 'id', 'pt'] as const

/** The codes that can prefix a page's path: every language's but English's. */
export const prefixedLanguages = languages.filter((code) => code !== 'en')
