const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'MMM dd, yyyy HH:mm' (back-office §9) in UTC, the same on the server and in the browser. */
export function formatOutboxDate(date: Date | string) {
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(date)).map((part) => [part.type, part.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} UTC`
}
