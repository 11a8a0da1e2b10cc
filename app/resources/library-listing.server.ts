/**
 * The resource library's lists (public-site §2): the five sections of
 * /resources (at most 3 items each, 'view all' when there are more), the five
 * paginated listings, upcoming and past events decided in each event's own
 * time zone (decision 009), and full-text search (decision 026).
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { live } from '~/db/live'
import type { LibraryPicture } from '~/components/media-library/library-picture'
import { picturesFor } from '~/media/pictures.server'
import type { Queryable } from '~/db/client.server'
import { categories, resources, resourceTranslations, type ResourceType } from '~/db/schema'
import type { Language } from '~/languages/languages'
import { HIGHLIGHT_END, HIGHLIGHT_START } from './highlight'
import { librarySections, listings, listingSlugs, type ListingSlug } from './library'
import { localised, type ReadOptions } from './translations.server'

export { librarySections, listings, listingSlugs, type ListingSlug }

/** Items per section of /resources. */
export const SECTION_SIZE = 3
/** Items per page of a listing or of search results (decision 026). */
export const PAGE_SIZE = 12
/** Longest search text taken into account. */
export const MAX_QUERY_LENGTH = 200

export { HIGHLIGHT_END, HIGHLIGHT_START }

/** At most `size` items, and whether a 'view all' link is due (there were more). */
export function capSection<T>(rows: readonly T[], size = SECTION_SIZE) {
  return { items: rows.slice(0, size), viewAll: rows.length > size }
}

/** Today's calendar date (YYYY-MM-DD) in `timeZone`; UTC for an unknown zone. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  try {
    return format(timeZone || 'UTC')
  } catch {
    return format('UTC')
  }
}

/** A search text as the database gets it: trimmed, bounded, no NUL or highlight markers. */
export function normaliseQuery(text: string | null | undefined): string {
  return (
    (text ?? '')
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000\uE000\uE001]/g, '')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  )
}

/** A page number from `?page=`: a positive integer, 1 otherwise. */
export function parsePage(text: string | null | undefined): number {
  const page = Number(text)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/**
 * The condition "dated today or later" (upcoming) or "dated before today"
 * (past) of events, today being taken in each stored time zone. An event with
 * no start date counts as past.
 */
export async function eventTimeCondition(
  db: Queryable,
  when: 'upcoming' | 'past',
  now: Date,
): Promise<SQL> {
  const zones = await db
    .selectDistinct({ zone: resources.timeZone })
    .from(resources)
    .where(eq(resources.type, 'event'))
  const byZone = zones.map(({ zone }) => {
    const sameZone = zone === null ? isNull(resources.timeZone) : eq(resources.timeZone, zone)
    const today = todayIn(zone, now)
    return and(
      sameZone,
      when === 'upcoming' ? gte(resources.startDate, today) : lt(resources.startDate, today),
    )!
  })
  if (when === 'past') byZone.push(isNull(resources.startDate))
  return or(...byZone) ?? sql`false`
}

const headlineOptions = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`

export interface ListOptions {
  types: readonly ResourceType[]
  /** Search text (`?q=`): matches in title, description and content, best first. */
  query?: string
  /** A category slug (`?category=`). */
  category?: string
  /** Events only: upcoming (date ascending) or past (most recent first). */
  when?: 'upcoming' | 'past'
  page?: number
  pageSize?: number
  now?: Date
  /** The page's language and whether untranslated resources show in English (decision 129). */
  language?: ReadOptions['language']
  fallback?: boolean
}

export interface ListedResource {
  id: string
  title: string
  type: ResourceType
  description: string
  /** The language the title and description are in: the page's, or English as a fallback. */
  contentLanguage: Language
  link: string
  publishedDate: Date
  startDate: string | null
  startTime: string | null
  timeZone: string | null
  location: string | null
  /** An event's own picture, shown instead of its generated cover. */
  imageSrc: string | null
  /** A library image chosen as its cover (decision 109), with alt text: shown instead of the generated one. */
  cover?: LibraryPicture | null
  category: { title: string; slug: string } | null
  /** With a search: title and excerpt with the matches between the highlight markers. */
  highlight?: { title: string; excerpt: string }
}

/** One page of resources of the given types, filtered, searched and ordered. */
/** A resource's category, when it is public too: a draft category's name stays unseen (decision 061). */
const categoryShown = () => and(eq(categories.id, resources.categoryId), live(categories))

export async function listResources(db: Queryable, options: ListOptions) {
  const now = options.now ?? new Date()
  const pageSize = options.pageSize ?? PAGE_SIZE
  const query = normaliseQuery(options.query)
  const shown = localised({ language: options.language ?? 'en', fallback: options.fallback })
  const search = query ? shown.search(query) : undefined

  const conditions: SQL[] = [inArray(resources.type, [...options.types]), live(resources)]
  if (shown.shown) conditions.push(shown.shown)
  if (options.category) conditions.push(eq(categories.slug, options.category))
  if (options.when) conditions.push(await eventTimeCondition(db, options.when, now))
  if (search) conditions.push(search.matches)
  const where = and(...conditions)

  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(resources)
    .leftJoin(resourceTranslations, shown.join)
    .leftJoin(categories, categoryShown())
    .where(where)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(options.page ?? 1, pageCount)

  const order = search
    ? [sql`${search.rank} desc`, desc(resources.publishedDate)]
    : options.when === 'upcoming'
      ? [asc(resources.startDate), asc(resources.startTime), asc(resources.title)]
      : options.when === 'past'
        ? [desc(resources.startDate), desc(resources.startTime), asc(resources.title)]
        : [desc(resources.publishedDate), asc(resources.title)]

  const rows = await db
    .select({
      id: resources.id,
      title: shown.title,
      type: resources.type,
      description: shown.description,
      contentLanguage: shown.contentLanguage,
      link: resources.link,
      publishedDate: resources.publishedDate,
      startDate: resources.startDate,
      startTime: resources.startTime,
      timeZone: resources.timeZone,
      location: resources.location,
      imageSrc: resources.imageSrc,
      categoryTitle: categories.title,
      categorySlug: categories.slug,
      ...(search
        ? {
            highlightTitle: search.headline(shown.title, `${headlineOptions}, HighlightAll=true`),
            highlightExcerpt: search.headline(
              sql`coalesce(${shown.description}, '') || ' ' || coalesce(regexp_replace(${shown.content}, '<[^>]*>', ' ', 'g'), '')`,
              headlineOptions,
            ),
          }
        : {}),
    })
    .from(resources)
    .leftJoin(resourceTranslations, shown.join)
    .leftJoin(categories, categoryShown())
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)

  const covers = await picturesFor(
    db,
    rows.map((row) => row.imageSrc),
  )
  const items: ListedResource[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    contentLanguage: row.contentLanguage,
    link: row.link,
    publishedDate: row.publishedDate,
    startDate: row.startDate,
    startTime: row.startTime,
    timeZone: row.timeZone,
    location: row.location,
    imageSrc: row.imageSrc,
    cover: covers.get(row.imageSrc ?? '') ?? null,
    category:
      row.categorySlug && row.categoryTitle
        ? { title: row.categoryTitle, slug: row.categorySlug }
        : null,
    ...('highlightTitle' in row && typeof row.highlightTitle === 'string'
      ? {
          highlight: {
            title: row.highlightTitle,
            excerpt: decodeEntities(String(row.highlightExcerpt ?? '')),
          },
        }
      : {}),
  }))
  return { items, total, page, pageCount, pageSize, query }
}

/** The few character references the rich-text sanitiser writes, as text. */
function decodeEntities(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

/** The five sections of /resources: at most 3 items each, and whether 'view all' is due. */
export async function libraryIndex(
  db: Queryable,
  now: Date = new Date(),
  read: ReadOptions = { language: 'en' },
) {
  return Promise.all(
    librarySections.map(async (section) => {
      const { items } = await listResources(db, {
        types: listings[section.listing],
        when: section.listing === 'events' ? 'upcoming' : undefined,
        pageSize: SECTION_SIZE + 1,
        now,
        ...read,
      })
      return { ...section, ...capSection(items) }
    }),
  )
}

/** The categories a filter offers: those with at least one resource of the given types. */
export async function categoriesOf(db: Queryable, types: readonly ResourceType[]) {
  return db
    .selectDistinct({ slug: categories.slug, title: categories.title })
    .from(categories)
    .innerJoin(resources, eq(resources.categoryId, categories.id))
    .where(and(inArray(resources.type, [...types]), live(resources), live(categories)))
    .orderBy(categories.title)
}

/** The newest press releases and news articles, for the feed (in a language: decision 129). */
export async function newsroomFeedItems(
  db: Queryable,
  limit = 50,
  read: ReadOptions = { language: 'en' },
) {
  const shown = localised(read)
  return db
    .select({
      id: resources.id,
      title: shown.title,
      description: shown.description,
      contentLanguage: shown.contentLanguage,
      link: resources.link,
      type: resources.type,
      publishedDate: resources.publishedDate,
      updatedAt: resources.updatedAt,
    })
    .from(resources)
    .leftJoin(resourceTranslations, shown.join)
    .where(and(inArray(resources.type, [...listings.newsroom]), live(resources), shown.shown))
    .orderBy(desc(resources.publishedDate), asc(resources.title))
    .limit(limit)
}

/** A listed resource as the pages get it (plain JSON). */
export function toCardItem(item: ListedResource) {
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    description: item.description,
    contentLanguage: item.contentLanguage,
    link: item.link,
    publishedDate: item.publishedDate.toISOString(),
    event:
      item.type === 'event' && item.startDate
        ? {
            startDate: item.startDate,
            startTime: item.startTime,
            timeZone: item.timeZone,
            imageSrc: item.imageSrc,
          }
        : null,
    cover: item.cover ?? null,
    category: item.category,
    ...(item.highlight ? { highlight: item.highlight } : {}),
  }
}
