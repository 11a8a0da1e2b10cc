/** back-office §3: the slug is the title in lower case with whitespace runs turned into hyphens. */
export const slugify = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-')
