/**
 * An event's start, as the editor gives it: a calendar date and a 24-hour
 * wall-clock time in a named time zone (stored as given, decision 009, so a
 * change of the zone's rules keeps "18:30 in London" at 18:30 in London). The
 * UTC instant is read from the three whenever one is needed: the calendar
 * file, the search engines' data, this module's checks.
 */
import { PUBLISH_AT_SKIPPED, wallClockIn } from '~/content/lifecycle'
import { zonedTimeToUtc } from '~/resources/calendar'

export const START_TIME_INVALID =
  'Enter the start time as HH:MM on the 24-hour clock, such as 18:30'
export const START_TIME_SKIPPED = PUBLISH_AT_SKIPPED
export const TIME_ZONE_UNKNOWN = 'Choose a time zone from the list, such as Europe/Paris'

/** "18:30", "09:05": hours 00 to 23, minutes 00 to 59. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** The UTC instant an event starts at. */
export function eventStart(event: { startDate: string; startTime: string; timeZone: string }) {
  return zonedTimeToUtc(event.startDate, event.startTime, event.timeZone)
}

/**
 * Whether the wall-clock time happens on that day in that zone: 01:30 in London
 * on the morning the clocks go forward does not (it is refused, not moved).
 */
export function wallClockExists(startDate: string, startTime: string, timeZone: string) {
  const instant = zonedTimeToUtc(startDate, startTime, timeZone)
  return wallClockIn(instant, timeZone) === `${startDate}T${startTime}`
}
