/**
 * A public page's search-engine fields (issue 36): its title, description and
 * social image, per language. The title and description are the page file's
 * `meta.title` and `meta.description` texts; the image has no text in the
 * files, so its key (`<page>:meta.image`) is known here and its default is
 * "none". Shared by the back office's form (counters, advice) and the server.
 */

/** The pages with their own search-engine fields: their locale file names them. */
export const searchEnginePages = [
  'home',
  'about',
  'platform',
  'solutions',
  'pricing',
  'compliance',
  'library',
  'privacy',
  'terms',
] as const

export const isSearchEnginePage = (page: string): page is (typeof searchEnginePages)[number] =>
  (searchEnginePages as readonly string[]).includes(page)

export const searchEngineKeys = (page: string) => ({
  title: `${page}:meta.title`,
  description: `${page}:meta.description`,
  image: `${page}:meta.image`,
})

/** The key of a page's social image, or undefined for any other key. */
export const isSocialImageKey = (key: string) =>
  /^([a-z]+):meta\.image$/.test(key) && isSearchEnginePage(key.slice(0, key.indexOf(':')))

/**
 * Why `value` cannot be a page's social image, or null. Only the site's own
 * files: an image uploaded to the media library (`/uploads/…`) or shipped with
 * the site (`/media/…`); nothing is fetched from another host.
 */
export function socialImageError(value: string): string | null {
  if (value.trim() === '') return null
  return /^\/(uploads|media)\/[A-Za-z0-9._~\-/]+$/.test(value) && !value.includes('..')
    ? null
    : 'The social image is a file of the media library: a path starting with /uploads/ or /media/.'
}

/** What search engines show in full (Google cuts longer ones with "…"). */
export const lengthGuidance = {
  title: { min: 50, max: 60 },
  description: { min: 120, max: 160 },
} as const

export type LengthAdvice = 'short' | 'good' | 'long'

export function lengthAdvice(field: keyof typeof lengthGuidance, text: string): LengthAdvice {
  const { min, max } = lengthGuidance[field]
  const length = [...text].length
  return length < min ? 'short' : length > max ? 'long' : 'good'
}

/** The text as a result page shows it: cut at a word before `max` characters, with "…". */
export function truncatedForResults(text: string, max: number): string {
  const characters = [...text]
  if (characters.length <= max) return text
  const cut = characters.slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()} …`
}
