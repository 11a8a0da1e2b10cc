/**
 * The back office's one date and time format: "26 Nov 2026, 17:15", 24-hour,
 * in the site's time zone (SITE_TIME_ZONE, Europe/Paris by default). The same
 * text on the server and in the browser, since the zone is passed in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string, withTime: boolean) {
  const key = `${timeZone}|${withTime}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** An instant as the back office shows it: "26 Nov 2026, 17:15". */
export function formatAdminDateTime(value: Date | string, timeZone: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return formatterFor(timeZone, true).format(date)
}

/** A calendar date ("2026-11-26", no zone of its own) as "26 Nov 2026". */
export function formatAdminDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return formatterFor('UTC', false).format(date)
}

/** Whether a stored value is an ISO instant ("2026-11-26T16:15:00.000Z") or a date. */
export const isIsoInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
