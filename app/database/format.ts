/**
 * How the Database page writes dates and sources (back-office §2, §9). All
 * in UTC: the same text on the server, in the browser and in the CSV,
 * whatever the machine's time zone.
 */

/** 'yyyy-MM-dd HH:mm:ss', for the CSV. */
export function csvDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** A Database tab's CSV file name: the tab's name and the day, 'contact_submissions_20261127.csv'. */
export function csvFileName(tab: 'subscriptions' | 'contacts', date: Date): string {
  return `${tab === 'contacts' ? 'contact_submissions' : 'subscriptions'}_${fileDate(date)}.csv`
}

/** 'yyyyMMdd', for the file name. */
export function fileDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

const screenFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'MMM dd, yyyy HH:mm', on screen. */
export function screenDate(date: Date | string): string {
  const parts = Object.fromEntries(
    screenFormat.formatToParts(new Date(date)).map((part) => [part.type, part.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}`
}

/** 'subscription-page' → 'Subscription Page': dashes shown as spaces, each word capitalised. */
export function sourceLabel(source: string): string {
  return source
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
