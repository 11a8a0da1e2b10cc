import { z } from 'zod'

/** back-office §5: displayOrder parses to an integer and falls back to 0 when not numeric. */
export const displayOrder = z.preprocess((value) => {
  const parsed = Number.parseInt(String(value ?? ''), 10)
  return Number.isNaN(parsed) ? 0 : parsed
}, z.number().int().min(-1_000_000).max(1_000_000))

/** Optional free text: blank becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/** An http(s) URL, or a path on this site (the seed's media live under /media and /uploads). */
export function isUrlOrSitePath(value: string) {
  if (/^\/[^/\\]/.test(value)) return true
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all.
 * It cannot be encoded into a link or UTF-8 (the database would store U+FFFD
 * in its place), so text holding one is refused rather than changed.
 */
const LONE_SURROGATE = /\p{Cs}/u
export const BROKEN_CHARACTER = 'This text holds a broken character: please type it again'

export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value)

/** For a schema's superRefine: every text field must be well formed. */
export function checkWellFormedText(
  values: Record<string, unknown>,
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
) {
  for (const [field, value] of Object.entries(values))
    if (typeof value === 'string' && !isWellFormed(value))
      ctx.addIssue({ code: 'custom', path: [field], message: BROKEN_CHARACTER })
}
