/**
 * The optional cookie categories, in the order the preferences modal lists
 * them. Apart from consent.ts so that the banner, on every page, does not
 * bring the cookie's reading and writing into the public layout's chunk: only
 * the preferences modal, loaded when opened, needs them in the browser.
 */
export const optionalCategories = ['analytics', 'marketing', 'preferences'] as const
export type OptionalCategory = (typeof optionalCategories)[number]
