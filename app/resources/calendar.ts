/**
 * The 'Add to calendar' file of an event (RFC 5545). An event is stored as a
 * wall-clock date and time in a named zone (decision 009); the file gives the
 * instant in UTC, so every calendar places it right without a VTIMEZONE.
 */

/** The UTC instant of a wall-clock date and time in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const wallClock = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at that moment; a second pass settles daylight-saving edges.
  let instant = wallClock - offsetMs(new Date(wallClock), timeZone)
  instant = wallClock - offsetMs(new Date(instant), timeZone)
  return new Date(instant)
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/** '2 hours', '90 minutes', '1 hour 30 minutes', '1 day' → milliseconds; otherwise undefined. */
export function parseDuration(text: string | null | undefined): number | undefined {
  if (!text) return undefined
  const units: Record<string, number> = {
    minute: 60_000,
    min: 60_000,
    hour: 3_600_000,
    h: 3_600_000,
    day: 86_400_000,
  }
  let total = 0
  for (const [, amount, unit] of text
    .toLowerCase()
    .matchAll(/(\d+(?:\.\d+)?)\s*(minute|min|hour|h|day)s?\b/g))
    total += Number(amount) * units[unit!]!
  return total > 0 ? total : undefined
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * An iCalendar TEXT value: backslash, semicolon and comma escaped; every line
 * break (CRLF, a bare CR or LF, or a Unicode separator) becomes `\n`, and other
 * control characters are dropped, so no value can start a property of its own.
 */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const chunks: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (chunks.length ? 74 : 75)) {
      chunks.push(current)
      current = ''
    }
    current += char
  }
  chunks.push(current)
  return chunks.join('\r\n ')
}

export interface CalendarEvent {
  id: string
  title: string
  description: string
  url: string
  location?: string | null
  startDate: string
  startTime: string
  timeZone: string
  duration?: string | null
  updatedAt: Date
}

export function eventCalendar(event: CalendarEvent, now = new Date()): string {
  const start = zonedTimeToUtc(event.startDate, event.startTime, event.timeZone)
  const length = parseDuration(event.duration) ?? 3_600_000
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alakin//Website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@alakin.com`,
    `DTSTAMP:${stamp(now)}`,
    `LAST-MODIFIED:${stamp(event.updatedAt)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + length))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
