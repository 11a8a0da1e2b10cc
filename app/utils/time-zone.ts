/**
 * Time zones by their IANA names ("Europe/Paris"), as the runtime's Intl knows
 * them. The same checks run on the server and in the browser.
 */

/**
 * Whether `zone` names a time zone: a name, not an offset such as "+01:00"
 * (an offset knows no daylight saving, so a summer event would drift an hour).
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * The zone in Intl's spelling when only the case differs ("europe/paris" → "Europe/Paris"); any
 * other name as given, since Node's ICU would turn today's "Asia/Kolkata" into "Asia/Calcutta".
 */
export function canonicalTimeZone(zone: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone
}

/** Every zone this runtime knows, UTC first (Intl leaves it out of its list). */
export function allTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]
}
