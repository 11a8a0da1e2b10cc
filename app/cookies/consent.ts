/**
 * The visitor's cookie choice (public-site §3 "Cookie preferences", §4 "Cookie
 * consent"), kept in one first-party cookie that the server reads, so the
 * banner is rendered on the server only while the choice is undecided.
 * Shared by the server and the browser: no Node-only imports here.
 */
import { isSitePath } from '~/utils/site-path'
import { optionalCategories, type OptionalCategory } from './consent-categories'

export const CONSENT_COOKIE = 'cookie-consent'

/** A choice is asked again this many months after it was made. */
export const CONSENT_LIFETIME_MONTHS = 6

export interface CookiePreferences {
  /** Always true: the site cannot work without its necessary cookies. */
  necessary: true
  analytics: boolean
  marketing: boolean
  preferences: boolean
}

export interface ConsentRecord extends CookiePreferences {
  /** When the visitor chose (ISO 8601). */
  decidedAt: string
}

/** The optional categories, in the order the preferences modal lists them. */
export { optionalCategories, type OptionalCategory }

/** The default state (§4): necessary on, everything else off. */
export const defaultPreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
}

export const allAccepted: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
}

export type ConsentChoice = 'all' | 'necessary' | 'custom'

/** The preferences a banner or modal choice stands for; `custom` reads the three toggles. */
export function preferencesForChoice(
  choice: ConsentChoice,
  custom: Partial<Record<OptionalCategory, boolean>> = {},
): CookiePreferences {
  if (choice === 'all') return { ...allAccepted }
  if (choice === 'necessary') return { ...defaultPreferences }
  return {
    necessary: true,
    analytics: custom.analytics === true,
    marketing: custom.marketing === true,
    preferences: custom.preferences === true,
  }
}

/** The moment a choice made at `decidedAt` stops counting. */
export function consentExpiresAt(decidedAt: Date): Date {
  const expires = new Date(decidedAt.getTime())
  const day = expires.getUTCDate()
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_LIFETIME_MONTHS)
  // 31 August + 6 months is 28 (or 29) February, not 3 March.
  if (expires.getUTCDate() !== day) expires.setUTCDate(0)
  return expires
}

/** The cookie's value for these preferences, decided at `now`. */
export function serializeConsent(preferences: CookiePreferences, now = new Date()): string {
  const record: ConsentRecord = {
    necessary: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    preferences: preferences.preferences,
    decidedAt: now.toISOString(),
  }
  return encodeURIComponent(JSON.stringify(record))
}

/**
 * The stored choice, or null when there is none that counts: missing,
 * unreadable, from the future, or older than six months.
 */
export function parseConsent(value: string | undefined | null, now = new Date()) {
  if (!value) return null
  let raw: unknown
  try {
    raw = JSON.parse(decodeURIComponent(value))
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null) return null
  const record = raw as Record<string, unknown>
  const flags = optionalCategories.map((category) => record[category])
  if (!flags.every((flag) => typeof flag === 'boolean')) return null
  if (typeof record.decidedAt !== 'string') return null
  const decidedAt = new Date(record.decidedAt)
  if (Number.isNaN(decidedAt.getTime())) return null
  // A small clock skew between servers is fine; a date far ahead is not a real choice.
  if (decidedAt.getTime() > now.getTime() + 24 * 60 * 60 * 1000) return null
  if (consentExpiresAt(decidedAt).getTime() <= now.getTime()) return null
  return {
    necessary: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    preferences: record.preferences as boolean,
    decidedAt: decidedAt.toISOString(),
  } satisfies ConsentRecord
}

/** The consent cookie's value in a Cookie header (or document.cookie), if any. */
export function consentCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index === -1) continue
    if (part.slice(0, index).trim() === CONSENT_COOKIE) return part.slice(index + 1).trim()
  }
  return undefined
}

/** The stored choice in a Cookie header (or document.cookie), or null. */
export function readConsent(cookieHeader: string | null | undefined, now = new Date()) {
  return parseConsent(consentCookieValue(cookieHeader), now)
}

/**
 * The Set-Cookie header storing a choice. Readable by the page's script (the
 * modal starts from it), first-party, SameSite=Lax, Secure on HTTPS, and gone
 * from the browser when the choice expires, so the banner then asks again.
 */
export function consentSetCookie(
  preferences: CookiePreferences,
  { now = new Date(), secure = false }: { now?: Date; secure?: boolean } = {},
): string {
  const expires = consentExpiresAt(now)
  const maxAge = Math.floor((expires.getTime() - now.getTime()) / 1000)
  return [
    `${CONSENT_COOKIE}=${serializeConsent(preferences, now)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${expires.toUTCString()}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * Where to go back after a choice sent without JavaScript: a path on this
 * site only (never `//host` or `/\host`), else the home page.
 */
export function safeReturnPath(value: unknown): string {
  return isSitePath(value) ? value : '/'
}
