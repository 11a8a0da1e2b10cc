/**
 * The visitor's region (public-site §9), decided on the server without any
 * third-party call: the country a trusted proxy header names, else the region
 * subtag of the preferred Accept-Language entry, else the default region.
 */

/** The region every visitor whose country has no profile falls back to. */
export const DEFAULT_REGION = 'default'

/** Country codes that proxies send for "unknown" (Cloudflare: XX, Tor: T1) and Accept-Language's "world". */
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1', 'ZZ', 'AQ'])
/** Codes that are not ISO 3166 but are sent in the wild. */
const ALIASES: Record<string, string> = { UK: 'GB' }

/** An ISO 3166-1 alpha-2 code in upper case, or null for an empty, unknown or malformed value. */
export function normalizeCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? ''
  if (!/^[A-Z]{2}$/.test(code) || UNKNOWN_COUNTRIES.has(code)) return null
  return ALIASES[code] ?? code
}

/**
 * The country of the most preferred Accept-Language entry that names one
 * ("fr-FR" → FR, "es-419" has none). A bare language ("fr") names no country:
 * French is spoken in many. Entries with q=0 are refused ones.
 */
export function countryFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null
  const entries = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of entries) {
    // language[-script][-REGION]…: the first two-letter subtag after the language.
    const subtags = tag.split('-').slice(1)
    const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
    const country = normalizeCountry(region)
    if (country) return country
  }
  return null
}

export interface RegionInput {
  /** The configured country header's value (only when COUNTRY_HEADER is set). */
  countryHeader?: string | null
  acceptLanguage?: string | null
}

/** The visitor's country: the trusted header first, then Accept-Language; null when neither names one. */
export function visitorCountry({ countryHeader, acceptLanguage }: RegionInput): string | null {
  return normalizeCountry(countryHeader) ?? countryFromAcceptLanguage(acceptLanguage)
}

/** The region profile code for a country: its own profile when one exists, else the default. */
export function regionCode(country: string | null, profileCodes: readonly string[]): string {
  return country && profileCodes.includes(country) ? country : DEFAULT_REGION
}

/**
 * The countries with a region profile of their own (public-site §9, seeded;
 * the back office edits profiles but never adds one). Every other country is
 * the default region.
 */
export const PROFILED_COUNTRIES: readonly string[] = ['US', 'CA', 'GB', 'DE', 'FR', 'ES']

/** The visitor's region code without a database read: what the page cache keys a variant on. */
export function visitorRegion(input: RegionInput): string {
  return regionCode(visitorCountry(input), PROFILED_COUNTRIES)
}
