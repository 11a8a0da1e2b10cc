/** The calendar date of an event, as its detail page writes it: "Tuesday, 3 March 2026". */
export function eventDateLabel(value: string) {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  )
}
