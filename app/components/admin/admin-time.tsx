import { formatAdminDateTime } from '~/admin/date-format'
import { useSiteTimeZone } from '~/admin/use-csrf-token'

/** An instant as every back-office page shows it: "26 Nov 2026, 17:15" in the site's time zone. */
export function AdminTime({ value }: { value: Date | string }) {
  const timeZone = useSiteTimeZone()
  return (
    <time dateTime={new Date(value).toISOString()}>{formatAdminDateTime(value, timeZone)}</time>
  )
}

/** The same text, for a sentence or an attribute rather than a `<time>` element. */
export function useAdminDateTime() {
  const timeZone = useSiteTimeZone()
  return (value: Date | string) => formatAdminDateTime(value, timeZone)
}
