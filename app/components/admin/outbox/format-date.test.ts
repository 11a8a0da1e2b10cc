import { expect, test } from 'vitest'
import { formatOutboxDate } from './format-date'

test("dates show as 'MMM dd, yyyy HH:mm' in UTC", () => {
  expect(formatOutboxDate(new Date(Date.UTC(2026, 0, 5, 0, 7)))).toBe('Jan 05, 2026 00:07 UTC')
  expect(formatOutboxDate('2026-11-23T23:59:00.000Z')).toBe('Nov 23, 2026 23:59 UTC')
})
