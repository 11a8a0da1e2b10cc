/**
 * The rules an edit of the site's copy obeys (issue 36, decision 105), shared
 * by the back office's form, the API and the import: the browser and the
 * server give the same message. The server also sanitises the HTML of a key
 * whose English text has some (store.server.ts).
 */
import { z } from 'zod'
import { isSocialImageKey, socialImageError } from './search-engine-fields'

/** A key of the site copy: `namespace:section.element` (the locale file, then the dotted path). */
export const copyKeyPattern = /^[a-z]+:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/
/** What a text may hold: far more than any sentence of the site, less than a page. */
export const MAX_COPY_LENGTH = 5_000

/** The one schema of a copy edit: the form's field and the API's body. Empty = the default. */
export const copyEditSchema = z.object({
  value: z.string().max(MAX_COPY_LENGTH, `A text holds at most ${MAX_COPY_LENGTH} characters.`),
})

const placeholdersOf = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]!))
/** Whether a text holds an HTML tag (a plain-text field refuses it). */
export const hasHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text)

/**
 * Keys the spec fixes as exact messages (validation messages, toasts, the error
 * catalogue): translated in other languages, never changed in English. The
 * reason is shown beside the key.
 */
const exactMessages: Array<{ pattern: RegExp; reason: string }> = [
  { pattern: /(^|\.)toast(\.|$)/, reason: 'A notification the spec fixes word for word.' },
  { pattern: /^common:error\./, reason: 'The error page of the spec’s error catalogue.' },
  {
    pattern: /\.(invalid|error)[A-Za-z]*$/,
    reason: 'A validation or error message the spec fixes word for word.',
  },
]

/** Why a key cannot be changed in this language, or null when it can. */
export function readOnlyReason(key: string, language: string): string | null {
  if (language !== 'en') return null
  return exactMessages.find(({ pattern }) => pattern.test(key))?.reason ?? null
}

/** Texts that sit in a button or a menu: a long one wraps or overflows. */
export function isShortSlot(key: string) {
  return /(^|[.:])(nav|menu)\.|\.(cta|submit|button|book\w*|explore\w*|learnMore|back\w*)$|Button$|Cta$/i.test(
    key,
  )
}

/** A warning (never a refusal) when a button's or a menu's text runs long. */
export function lengthWarning(key: string, english: string, value: string): string | null {
  if (!isShortSlot(key)) return null
  const limit = Math.max(24, Math.ceil(english.length * 1.5))
  return value.length > limit
    ? `This text sits in a button or a menu: ${value.length} characters may not fit (about ${limit} do).`
    : null
}

/**
 * Why `value` cannot replace `english` at `key` in `language`, or null when it
 * can. An empty value always can: it brings the default back.
 */
export function copyValueError(
  key: string,
  language: string,
  english: string,
  value: string,
): string | null {
  const reason = readOnlyReason(key, language)
  if (reason) return `This text cannot be changed in English: ${reason}`
  if (isSocialImageKey(key)) return socialImageError(value)
  if (value.trim() === '') return null
  if (value.length > MAX_COPY_LENGTH) return `A text holds at most ${MAX_COPY_LENGTH} characters.`
  const expected = placeholdersOf(english)
  const given = placeholdersOf(value)
  const missing = [...expected].find((name) => !given.has(name))
  if (missing) return `The placeholder {{${missing}}} is missing: keep it as written in English.`
  const unknown = [...given].find((name) => !expected.has(name))
  if (unknown) return `The placeholder {{${unknown}}} is not in the English text: remove it.`
  if (hasHtml(value) && !hasHtml(english))
    return 'This text is shown as plain text: HTML tags are not allowed in it.'
  return null
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/**
 * The plural forms a set of keys lacks: when English has `items_one` and
 * `items_other` and a translation gives one of them, it must give both.
 */
export function missingPluralForms(english: Iterable<string>, given: Set<string>): string[] {
  const groups = new Map<string, string[]>()
  for (const key of english) {
    const base = key.replace(pluralSuffix, '')
    if (base !== key) groups.set(base, [...(groups.get(base) ?? []), key])
  }
  return [...groups.values()].flatMap((forms) =>
    forms.some((form) => given.has(form)) ? forms.filter((form) => !given.has(form)) : [],
  )
}
