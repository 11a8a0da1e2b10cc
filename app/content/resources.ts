/**
 * The resource form (back-office §5 "Resource form", §3 Resource, §9): one
 * schema for the browser and the server, every message word for word. The
 * per-type requirements are checked after the common fields, so one form
 * carrying every field validates whichever type is chosen; only the fields
 * relevant to that type are then saved (`relevantResourceFields`).
 */
import { desc } from 'drizzle-orm'
import { FileText } from 'lucide-react'
import { z } from 'zod'
import { ctaTypes, resources, resourceTypes, type ResourceType } from '~/db/schema'
import { defineContentType, type PublicRow } from './collection'
import { checkWellFormedText, isUrlOrSitePath, isWellFormed } from './fields'
import { canonicalTimeZone, isTimeZone } from '~/utils/time-zone'
import {
  isClockTime,
  START_TIME_INVALID,
  START_TIME_SKIPPED,
  TIME_ZONE_UNKNOWN,
  wallClockExists,
} from './event-time'
import { checkLifecycle, lifecycleShape, timeZoneOptions } from './lifecycle'

export { timeZoneOptions }

/** back-office §9 defaults for a new resource. */
export const resourceDefaults = {
  type: 'case-study',
  // The event form offers the site's time zone instead (SITE_TIME_ZONE, issue 38).
  timeZone: 'UTC',
  ctaType: 'download',
  ctaText: 'Download',
} as const

/** Optional text: blank becomes undefined, so "required" checks see it as missing. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

/** The public link an editor may give on purpose (decision 065): /resources/…, one form only. */
export const LINK_INVALID = 'Enter a link starting with /resources/, with no spaces, ? or #'
export const LINK_UNREACHABLE =
  'Enter a link whose parts are not . or .. and hold no control characters (such as %00)'
const resourcePath = /^\/resources(\/[^\s/?#\\]+)+\/?$/
const link = text(300)
  .refine(
    (value) => value === undefined || (isWellFormed(value) && resourcePath.test(value)),
    LINK_INVALID,
  )
  .refine((value) => value === undefined || isReachableLink(value), LINK_UNREACHABLE)
  // Each segment percent-encoded once (café and caf%C3%A9 are one link), no trailing slash.
  .transform((value) => value?.replace(/\/+$/, '').replace(/[^/]+/g, encodeSegment))

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const encodeSegment = (segment: string) => encodeURIComponent(decodeSegment(segment))

/**
 * Whether a browser can ask for `link` as it is: no segment is a dot segment
 * (`..`, `%2e%2e`: a browser resolves it away before asking) and none holds a
 * control character (`%00`: refused before any page answers). The sitemap
 * also leaves out a stored link that is not.
 */
export function isReachableLink(link: string) {
  return link
    .split('/')
    .slice(1)
    .map(decodeSegment)
    .every((segment) => segment !== '.' && segment !== '..' && !/\p{Cc}/u.test(segment))
}

/**
 * public-site §7: "Any compliance-doc titled 'FHIR Implementation Guide' is
 * dropped from the resource store" (a database constraint keeps it out): a
 * save says so instead of failing on the constraint.
 */
export const DROPPED_COMPLIANCE_TITLE = 'FHIR Implementation Guide'
export const DROPPED_COMPLIANCE_MESSAGE = `A compliance document titled '${DROPPED_COMPLIANCE_TITLE}' is not kept by this site: choose another title or type`

/** A day of the calendar the database can store: not 2026-02-31, not year 0. */
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  value >= '0001-01-01' &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
const calendarDateOrNone = (value: string | undefined) =>
  value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDate(value)

const url = (max: number, message: string) =>
  text(max).refine((value) => value === undefined || isUrlOrSitePath(value), message)

export const resourceSchema = z
  .object({
    title: z.string('Title is required').trim().min(1, 'Title is required').max(300),
    description: z
      .string('Description is required')
      .trim()
      .min(1, 'Description is required')
      .max(2000),
    type: z.enum(resourceTypes, 'Resource type is required'),
    // Required for every type but compliance documents, which may stand alone (their link
    // then follows the compliance rule): checked with the per-type rules below.
    categoryId: text(100),
    content: text(200_000),
    videoUrl: url(2000, 'Please enter a valid URL'),
    pdfUrl: url(2000, 'Please enter a valid URL'),
    externalUrl: url(2000, 'Please enter a valid URL'),
    startDate: text(10)
      .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Start date is required')
      .refine(calendarDateOrNone, 'Please enter a valid date'),
    endDate: text(10).refine(
      (v) => v === undefined || isCalendarDate(v),
      'Please enter a valid date',
    ),
    // 24-hour, whatever the browser's locale: a text field, not a 12-hour time picker.
    startTime: text(20).refine((v) => v === undefined || isClockTime(v), START_TIME_INVALID),
    // Any IANA zone (the form lists the runtime's, the spec's nine first), in Intl's case.
    timeZone: text(64)
      .refine((v) => v === undefined || isTimeZone(v), TIME_ZONE_UNKNOWN)
      .transform((v) => (v && isTimeZone(v) ? canonicalTimeZone(v) : v))
      .meta({
        description:
          "An event's time zone by its IANA name, such as Europe/Paris: startDate and startTime are the wall-clock date and time there",
        examples: ['Europe/Paris'],
      }),
    duration: text(100),
    location: text(300),
    imageSrc: url(2000, 'Please enter a valid URL'),
    ctaType: z.enum(ctaTypes, 'CTA type is required').optional(),
    ctaText: text(100),
    // Given on purpose only: a new resource gets its link by the §7 rule, an edit keeps it.
    link,
    ...lifecycleShape,
  })
  .superRefine(
    (values, ctx) => {
      checkWellFormedText(values, ctx)
      checkLifecycle(values, ctx)
      const require = (field: keyof typeof values, message: string) => {
        if (values[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message })
      }
      if (values.type !== 'compliance-doc') require('categoryId', 'Category is required')
      switch (values.type) {
        case 'webinar':
          require('videoUrl', 'Video URL is required')
          break
        case 'white-paper':
          require('pdfUrl', 'PDF URL is required')
          break
        case 'event':
          require('startDate', 'Start date is required')
          require('startTime', 'Start time is required')
          require('timeZone', 'Time zone is required')
          checkEventStart(values, ctx)
          require('duration', 'Duration is required')
          require('location', 'Location is required')
          require('content', 'Event description is required')
          break
        case 'compliance-doc':
          if (values.title === DROPPED_COMPLIANCE_TITLE)
            ctx.addIssue({ code: 'custom', path: ['title'], message: DROPPED_COMPLIANCE_MESSAGE })
          require('content', 'Content is required')
          require('ctaType', 'CTA type is required')
          require('ctaText', 'CTA text is required')
          if (values.ctaType === 'link') require('externalUrl', 'External URL is required')
          break
        default:
          require('content', 'Content is required')
      }
      // Also when a common field is wrong: the form shows every message at once.
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type ResourceValues = z.output<typeof resourceSchema>

/** An event's start time must happen in its zone on its day (not in a daylight-saving gap). */
function checkEventStart(
  values: { startDate?: string; startTime?: string; timeZone?: string },
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
) {
  const { startDate, startTime, timeZone } = values
  if (!startDate || !startTime || !timeZone) return
  // Each malformed part already has its own message.
  if (!isCalendarDate(startDate) || !isClockTime(startTime) || !isTimeZone(timeZone)) return
  if (!wallClockExists(startDate, startTime, timeZone))
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: START_TIME_SKIPPED })
}

/**
 * The fields a type stores, which are exactly the fields its form shows; every
 * other type-specific field is stored empty. Every type keeps its content (the
 * public page shows it): optional for white papers and webinars (decision 045).
 */
const fieldsByType: Record<ResourceType, Array<keyof ResourceValues>> = {
  // Every type may have a cover image (imageSrc, decision 109).
  webinar: ['videoUrl', 'content', 'imageSrc'],
  'white-paper': ['pdfUrl', 'content', 'imageSrc'],
  event: [
    'startDate',
    'endDate',
    'startTime',
    'timeZone',
    'duration',
    'location',
    'content',
    'imageSrc',
  ],
  'compliance-doc': ['content', 'ctaType', 'ctaText', 'imageSrc'],
  'case-study': ['content', 'imageSrc'],
  // A news article and a press release may carry a PDF attachment (decision 124).
  'press-release': ['content', 'imageSrc', 'pdfUrl'],
  'news-article': ['content', 'imageSrc', 'pdfUrl'],
}
const typeSpecificFields = [
  ...new Set([...Object.values(fieldsByType).flat(), 'pdfUrl', 'externalUrl']),
] as Array<keyof ResourceValues>

export function relevantResourceFields(values: ResourceValues) {
  const kept = visibleResourceFields(values.type, values.ctaType)
  const row: Record<string, unknown> = {
    title: values.title,
    description: values.description,
    type: values.type,
    categoryId: values.categoryId ?? null,
    // A link changes only when one is given (decision 065).
    ...(values.link ? { link: values.link } : {}),
  }
  for (const field of typeSpecificFields)
    row[field] = kept.has(field) ? (values[field] ?? null) : null
  return row as Pick<ResourceValues, 'title' | 'description' | 'type'> & {
    categoryId: string | null
  } & Record<(typeof typeSpecificFields)[number], string | null>
}

/** Whether a stored value holds something (an empty string or null holds nothing). */
const holds = (value: unknown) => value !== null && value !== undefined && value !== ''

/**
 * The type-specific fields a save would empty although the editor never saw
 * them: stored with a value, but not kept by the new type (or call-to-action
 * kind). A field the form shows and the editor cleared is not among them.
 */
export function droppedResourceFields(
  stored: Record<string, unknown>,
  next: { type: ResourceType; ctaType?: string | null },
): Array<(typeof typeSpecificFields)[number]> {
  const kept = visibleResourceFields(next.type, next.ctaType ?? undefined)
  return typeSpecificFields.filter((field) => !kept.has(field) && holds(stored[field]))
}

/**
 * The resource content type. Its form is type-dependent and has its own pages
 * (routes/admin/resource-form.tsx, resource-list.tsx); what it stores is
 * `relevantResourceFields`, sanitised and linked on the server (hooks.server.ts).
 */
export const resourcesCollection = defineContentType({
  slug: 'resources',
  table: resources,
  idPrefix: 'resource',
  words: 'admin.resources',
  nav: { label: 'admin.nav.resources', icon: FileText },
  admin: 'own',
  schema: resourceSchema,
  defaults: (values) => relevantResourceFields(values as ResourceValues),
  fields: [],
  // back-office §2 "Resource list".
  columns: [
    { key: 'type', label: 'admin.resources.columns.type' },
    { key: 'title', label: 'admin.resources.columns.title' },
    { key: 'categoryTitle', label: 'admin.resources.columns.category' },
    { key: 'updatedAt', label: 'admin.resources.columns.updated' },
  ],
  labelField: 'title',
  publicPage: () => 'resource',
  searchFields: ['title', 'description', 'type'],
  // The API lists resources newest first.
  orderBy: (t) => [desc(t.publishedDate)],
  // The library, its listings and the detail pages.
  publicColumns: [
    'id',
    'title',
    'type',
    'description',
    'categoryId',
    'link',
    'featured',
    'publishedDate',
    ...(typeSpecificFields as Array<
      (typeof typeSpecificFields)[number] & keyof typeof resources.$inferSelect
    >),
  ],
})

export type PublicResource = PublicRow<typeof resourcesCollection>

/** Which form sections a type shows: the same rule as `relevantResourceFields`. */
export function visibleResourceFields(type: ResourceType, ctaType: string | undefined) {
  const shown = new Set<string>(fieldsByType[type])
  if (type === 'compliance-doc' && ctaType === 'download') shown.add('pdfUrl')
  if (type === 'compliance-doc' && ctaType === 'link') shown.add('externalUrl')
  return shown
}
