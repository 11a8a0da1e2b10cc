import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { eventCalendar, parseDuration, zonedTimeToUtc } from './calendar'

describe('zonedTimeToUtc', () => {
  test('wall-clock times in named zones, across daylight saving', () => {
    expect(zonedTimeToUtc('2026-12-01', '14:00', 'Europe/Paris').toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    )
    expect(zonedTimeToUtc('2026-07-01', '14:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    )
    expect(zonedTimeToUtc('2026-03-08', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:30:00.000Z',
    )
    expect(zonedTimeToUtc('2026-01-01', '00:00', 'Australia/Sydney').toISOString()).toBe(
      '2025-12-31T13:00:00.000Z',
    )
    expect(zonedTimeToUtc('2026-05-05', '23:59', 'UTC').toISOString()).toBe(
      '2026-05-05T23:59:00.000Z',
    )
  })
})

test('parseDuration', () => {
  expect(parseDuration('2 hours')).toBe(7_200_000)
  expect(parseDuration('1 hour 30 minutes')).toBe(5_400_000)
  expect(parseDuration('90 min')).toBe(5_400_000)
  expect(parseDuration('all afternoon')).toBeUndefined()
})

test('the .ics parses with a real parser and says what the event says', () => {
  const text = eventCalendar(
    {
      id: 'resource-1',
      title: 'Summit; Paris, 2026',
      description:
        'Line one\nLine two — with a long text that needs folding because it is longer than seventy-five octets é',
      url: 'https://www.alakin.com/resources/patient-care/summit',
      location: 'Paris, France',
      startDate: '2026-12-01',
      startTime: '14:00',
      timeZone: 'Europe/Paris',
      duration: '2 hours',
      updatedAt: new Date('2026-11-01T00:00:00Z'),
    },
    new Date('2026-11-22T10:00:00Z'),
  )
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
  expect(event.summary).toBe('Summit; Paris, 2026')
  expect(event.location).toBe('Paris, France')
  expect(event.description).toContain('Line two')
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T13:00:00.000Z')
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T15:00:00.000Z')
  expect(event.uid).toBe('resource-1@alakin.com')
})

test('a bare CR, a Unicode line break or a control character cannot start a property', () => {
  const text = eventCalendar({
    id: 'resource-2',
    title: 'Webinar\rATTENDEE:mailto:victim@example.com',
    description: 'One\u2028Two\u0085Three\u0007',
    url: 'https://www.alakin.com/resources/events/webinar',
    location: 'Online\r\nORGANIZER:mailto:evil@example.com\rX',
    startDate: '2026-12-01',
    startTime: '14:00',
    timeZone: 'Europe/Paris',
    duration: '1 hour',
    updatedAt: new Date('2026-11-01T00:00:00Z'),
  })
  // Lines end with CRLF only; no CR, LF or separator is left inside one.
  const lines = text.split('\r\n')
  expect(
    lines.some((line) => /[\r\n\u0085\u2028\u2029]/.test(line) || line.includes('\u0007')),
  ).toBe(false)
  expect(lines.some((line) => /^(ATTENDEE|ORGANIZER)/.test(line))).toBe(false)
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
  expect(event.summary).toBe('Webinar\nATTENDEE:mailto:victim@example.com')
  expect(event.location).toBe('Online\nORGANIZER:mailto:evil@example.com\nX')
  expect(event.description).toBe('One\nTwo\nThree')
})
