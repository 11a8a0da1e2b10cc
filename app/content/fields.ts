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
