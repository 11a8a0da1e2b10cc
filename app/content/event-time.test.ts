import { describe, expect, test } from 'vitest'
import { eventStart, START_TIME_INVALID, START_TIME_SKIPPED, TIME_ZONE_UNKNOWN } from './event-time'
import { resourceSchema } from './resources'

const at = (startDate: string, startTime: string, timeZone: string) =>
  eventStart({ startDate, startTime, timeZone }).toISOString()

describe("an event's start: a wall-clock time in its zone, read as a UTC instant", () => {
  test('London: 18:30 is 18:30 UTC in winter (GMT), 17:30 UTC in summer (BST)', () => {
    expect(at('2027-01-15', '18:30', 'Europe/London')).toBe('2027-01-15T18:30:00.000Z')
    expect(at('2027-07-15', '18:30', 'Europe/London')).toBe('2027-07-15T17:30:00.000Z')
  })

  test('Paris, New York and a zone beyond the spec nine, on both sides of daylight saving', () => {
    expect(at('2027-01-15', '18:30', 'Europe/Paris')).toBe('2027-01-15T17:30:00.000Z')
    expect(at('2027-07-15', '00:15', 'Europe/Paris')).toBe('2027-07-14T22:15:00.000Z')
    expect(at('2027-03-14', '09:00', 'America/New_York')).toBe('2027-03-14T13:00:00.000Z')
    expect(at('2027-01-15', '18:30', 'Asia/Kolkata')).toBe('2027-01-15T13:00:00.000Z')
  })
})

const event = {
  title: 'Summit',
  description: 'D',
  type: 'event',
  categoryId: 'category-1',
  startDate: '2027-01-15',
  startTime: '18:30',
  timeZone: 'Europe/London',
  duration: '2 hours',
  location: 'London',
  content: 'An afternoon of talks.',
}
const errors = (changes: Record<string, unknown>) => {
  const result = resourceSchema.safeParse({ ...event, ...changes })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the resource schema (browser and server) on an event start', () => {
  test('any IANA zone, written as Intl writes it', () => {
    expect(errors({})).toEqual({})
    expect(errors({ timeZone: 'America/Sao_Paulo' })).toEqual({})
    const zoneOf = (timeZone: string) => resourceSchema.parse({ ...event, timeZone }).timeZone
    expect(zoneOf('europe/london')).toBe('Europe/London')
    // A current name stays as given, not turned into the older one ICU prefers (Asia/Calcutta).
    expect(zoneOf('Asia/Kolkata')).toBe('Asia/Kolkata')
  })

  test('an unknown zone, or an offset, is refused on the time zone field', () => {
    expect(errors({ timeZone: 'Mars/Olympus' })).toEqual({ timeZone: TIME_ZONE_UNKNOWN })
    expect(errors({ timeZone: '+01:00' })).toEqual({ timeZone: TIME_ZONE_UNKNOWN })
  })

  test('a time off the 24-hour clock, or skipped by daylight saving, is refused on the start time', () => {
    for (const startTime of ['6:30 pm', '24:00', '18:60', '1830'])
      expect(errors({ startTime }), startTime).toEqual({ startTime: START_TIME_INVALID })
    // The clocks go from 01:00 to 02:00 in London on 28 March 2027.
    expect(errors({ startDate: '2027-03-28', startTime: '01:30' })).toEqual({
      startTime: START_TIME_SKIPPED,
    })
    expect(errors({ startDate: '2027-03-28', startTime: '02:30' })).toEqual({})
    // 01:30 happens twice as the clocks go back: it exists.
    expect(errors({ startDate: '2027-10-31', startTime: '01:30' })).toEqual({})
  })
})
