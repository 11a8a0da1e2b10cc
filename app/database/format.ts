/**
 * How the Database page's CSV writes dates and sources (back-office §2, §9): in
 * UTC, whatever the machine's time zone. On screen the page uses the back
 * office's one format (`~/admin/date-format`).
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

/** 'subscription-page' → 'Subscription Page': dashes shown as spaces, each word capitalised. */
export function sourceLabel(source: string): string {
  return source
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
