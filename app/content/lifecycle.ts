/**
 * The lifecycle every content type shares (issue 20, decision 061): its
 * status, when a scheduled item goes live, and the time zone the editor
 * gives that time in. The fields are part of every type's schema, so the
 * forms, the API, the OpenAPI document and the property tests all have them.
 */
import { z } from 'zod'
import { contentStatuses, type ContentStatus } from '~/db/schema'
import { checkWellFormedText } from './fields'

/** back-office §9: the nine time-zone options, with their labels. */
export const timeZoneOptions = [
  ['UTC', 'UTC'],
  ['America/New_York', 'Eastern'],
  ['America/Chicago', 'Central'],
  ['America/Denver', 'Mountain'],
  ['America/Los_Angeles', 'Pacific'],
  ['Europe/London', 'GMT'],
  ['Europe/Paris', 'CET'],
  ['Asia/Tokyo', 'JST'],
  ['Australia/Sydney', 'AET'],
] as const
export const timeZones = timeZoneOptions.map(([zone]) => zone) as [string, ...string[]]

export const PUBLISH_AT_REQUIRED = 'Publish date is required'
export const PUBLISH_AT_INVALID = 'Please enter a valid date and time'
export const PUBLISH_AT_OUT_OF_RANGE = 'Please enter a date between 1970 and 9999'
export const PUBLISH_AT_SKIPPED =
  'This time does not exist in the chosen time zone (the clocks skip it for daylight saving): please choose another time'

/**
 * The lifecycle fields of every type's schema. `publishAt` is an instant
 * (`2026-12-01T09:00:00Z`, `…+01:00`) or, as the form sends it, a wall-clock
 * time (`2026-12-01T09:00`) in `publishTimeZone` (UTC when none).
 */
export const lifecycleShape = {
  status: z.enum(contentStatuses, 'Status is required').default('published'),
  publishAt: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  publishTimeZone: z.enum(timeZones, 'Time zone is required').optional(),
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** The offset of `zone` from UTC at `instant`, in minutes. */
function offsetMinutes(zone: string, instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/**
 * Publish times the database and every browser can hold: a scheduled item
 * goes live in this range. Year 0 or 10000 (9999 late in the evening, west
 * of Greenwich) would be refused by the database as the item is saved.
 */
const EARLIEST_PUBLISH = Date.UTC(1970, 0, 1)
const LATEST_PUBLISH = Date.UTC(9999, 11, 31, 23, 59, 59)

/** The instant `publishAt` names (see `lifecycleShape`), or why it names none we can keep. */
export function readPublishAt(
  publishAt: string,
  zone = 'UTC',
): { instant: Date } | { problem: string } {
  const instant = parseInstant(publishAt, zone)
  if (!instant) return { problem: PUBLISH_AT_INVALID }
  const time = instant.getTime()
  if (time < EARLIEST_PUBLISH || time > LATEST_PUBLISH) return { problem: PUBLISH_AT_OUT_OF_RANGE }
  // A wall-clock time the clocks skip (02:30 as spring begins) names no instant:
  // refused rather than moved, so nothing goes live at a time no one chose.
  if (WALL_CLOCK.test(publishAt) && wallClockIn(instant, zone) !== publishAt.slice(0, 16))
    return { problem: PUBLISH_AT_SKIPPED }
  return { instant }
}

/** The instant `publishAt` names, or null when it names none (see `readPublishAt`). */
export function publishInstant(publishAt: string | undefined, zone = 'UTC'): Date | null {
  if (!publishAt) return null
  const read = readPublishAt(publishAt, zone)
  return 'instant' in read ? read.instant : null
}

function parseInstant(publishAt: string, zone: string): Date | null {
  const wall = WALL_CLOCK.exec(publishAt)
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall.map(Number) as number[]
    const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0)
    // No overflow: 2026-13-45T99:00 is no time, not some day in 2027.
    if (new Date(guess).toISOString().slice(0, 16) !== `${publishAt.slice(0, 16)}`) return null
    // Two passes settle the offset across a daylight-saving change.
    let instant = guess - offsetMinutes(zone, new Date(guess)) * 60_000
    instant = guess - offsetMinutes(zone, new Date(instant)) * 60_000
    return new Date(instant)
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i.test(publishAt))
    return null
  const instant = new Date(publishAt)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** The wall-clock value of a datetime-local input for `instant` in `zone`. */
export function wallClockIn(instant: Date | string, zone = 'UTC'): string {
  const date = new Date(instant)
  const shifted = new Date(date.getTime() + offsetMinutes(zone, date) * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/** The lifecycle rule, for a schema's superRefine: a scheduled item needs its time. */
interface LifecycleValues {
  status?: ContentStatus
  publishAt?: string
  publishTimeZone?: string
}

export function checkLifecycle(values: LifecycleValues, ctx: Pick<z.RefinementCtx, 'addIssue'>) {
  // A zone not on the list is already refused (and no instant can be read in it).
  if (values.publishTimeZone !== undefined && !timeZones.includes(values.publishTimeZone)) return
  const read =
    values.publishAt === undefined
      ? undefined
      : readPublishAt(values.publishAt, values.publishTimeZone)
  if (read && 'problem' in read)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: read.problem })
  else if (values.status === 'scheduled' && values.publishAt === undefined)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: PUBLISH_AT_REQUIRED })
}

/** A type's form schema: its own fields and the lifecycle's, with the lifecycle rule. */
export const withLifecycle = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, ...lifecycleShape }).superRefine((values, ctx) => {
    checkWellFormedText(values, ctx)
    checkLifecycle(values as LifecycleValues, ctx)
  })

/** The stored lifecycle for valid values: a scheduled item keeps its time, no other does. */
export function lifecycleRow(values: LifecycleValues) {
  const status = values.status ?? 'published'
  return {
    status,
    publishAt:
      status === 'scheduled' ? publishInstant(values.publishAt, values.publishTimeZone) : null,
  }
}

/** What a row is now: a scheduled item whose time has come is published. */
export function currentStatus(
  row: { status?: unknown; publishAt?: unknown } | Record<string, unknown>,
  now = new Date(),
): ContentStatus {
  const status = (row.status ?? 'published') as ContentStatus
  if (status === 'scheduled' && row.publishAt && new Date(row.publishAt as string) <= now)
    return 'published'
  return status
}

/** A stored row's lifecycle as the form shows it: the time in UTC, which the form says. */
export function lifecycleFormValues(row: Record<string, unknown>) {
  return {
    status: row.status ?? 'published',
    publishAt: row.publishAt ? wallClockIn(row.publishAt as string) : '',
    publishTimeZone: 'UTC',
  }
}
