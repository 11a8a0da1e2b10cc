import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { homeData } from '~/components/home/home-data.server'
import type { DatabaseHandle } from '~/db/client.server'
import { readContentVersion } from '~/db/content-version.server'
import { auditLog, categories } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { listResources, newsroomFeedItems } from '~/resources/library-listing.server'
import { findResourceById, findResourceByPath, resourceLinks } from '~/resources/library.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { createItem, getItem, listItems, updateItem } from './collection.server'
import { storeFor } from './hooks.server'
import { publishInstant, wallClockIn } from './lifecycle'
import { resourceSchema } from './resources'
import { testimonialSchema } from './testimonials'

test('a wall-clock time is read in its time zone, across daylight saving; an instant as it is', () => {
  expect(publishInstant('2026-07-01T09:00', 'Europe/Paris')?.toISOString()).toBe(
    '2026-07-01T07:00:00.000Z',
  )
  expect(publishInstant('2026-12-01T09:00', 'Europe/Paris')?.toISOString()).toBe(
    '2026-12-01T08:00:00.000Z',
  )
  expect(publishInstant('2026-12-01T09:00', 'America/New_York')?.toISOString()).toBe(
    '2026-12-01T14:00:00.000Z',
  )
  expect(publishInstant('2026-12-01T09:00:00+01:00', 'Asia/Tokyo')?.toISOString()).toBe(
    '2026-12-01T08:00:00.000Z',
  )
  expect(publishInstant('tomorrow')).toBeNull()
  expect(publishInstant('2026-13-45T99:00')).toBeNull()
  expect(wallClockIn('2026-12-01T08:00:00.000Z', 'Europe/Paris')).toBe('2026-12-01T09:00')
})

test('a scheduled item needs a valid time; a draft or a published one does not', () => {
  const base = { quote: 'Q', author: 'A' }
  const issues = (values: object) =>
    testimonialSchema.safeParse({ ...base, ...values }).error?.issues.map((i) => i.message) ?? []
  expect(issues({ status: 'scheduled' })).toEqual(['Publish date is required'])
  expect(issues({ status: 'scheduled', publishAt: 'soon' })).toEqual([
    'Please enter a valid date and time',
  ])
  expect(issues({ status: 'draft' })).toEqual([])
  expect(issues({})).toEqual([])
  expect(testimonialSchema.parse(base).status).toBe('published')
})

describe.each(testDatabaseTargets())('the lifecycle on $name', (target) => {
  let handle: DatabaseHandle
  let categoryId: string
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
    categoryId = (await handle.db.select({ id: categories.id }).from(categories).limit(1))[0]!.id
  })
  afterEach(() => handle.close())

  const testimonials = storeFor('testimonials')
  const resources = storeFor('resources')
  const authors = async () =>
    (await homeData(handle.db, { acceptLanguage: null })).testimonials.map((row) => row.author)

  test('a draft is kept, listed for staff, and absent from the public reads; each change is audited', async () => {
    const draft = await createItem(
      handle.db,
      testimonials,
      testimonialSchema.parse({ quote: 'Soon.', author: 'Draft Author', status: 'draft' }),
      'editor',
    )
    expect(draft).toMatchObject({ status: 'draft', publishAt: null })
    expect(await authors()).not.toContain('Draft Author')
    expect((await listItems(handle.db, testimonials)).map((row) => row.id)).toContain(draft.id)
    expect(
      (await listItems(handle.db, testimonials, '', { live: true })).map((row) => row.id),
    ).not.toContain(draft.id)
    expect(await getItem(handle.db, testimonials, draft.id, { live: true })).toBeNull()

    await updateItem(
      handle.db,
      testimonials,
      draft.id,
      testimonialSchema.parse({ quote: 'Soon.', author: 'Draft Author' }),
      'editor',
    )
    expect(await authors()).toContain('Draft Author')
    const actions = await handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft.id)))
      .orderBy(auditLog.at)
    expect(actions.map((row) => row.action)).toEqual(['create', 'unpublish', 'update', 'publish'])
  })

  test('a draft resource is on no public surface: page, listing, search, feed, sitemap, calendar', async () => {
    const event = await createItem(
      handle.db,
      resources,
      resourceSchema.parse({
        title: 'Hidden Launch Briefing',
        description: 'Not yet announced.',
        type: 'event',
        categoryId,
        startDate: '2099-01-10',
        startTime: '10:00',
        timeZone: 'UTC',
        duration: '1 hour',
        location: 'Online',
        content: '<p>Secret agenda</p>',
        status: 'draft',
      }),
      'editor',
    )
    const news = await createItem(
      handle.db,
      resources,
      resourceSchema.parse({
        title: 'Hidden Press Release',
        description: 'Embargoed.',
        type: 'press-release',
        categoryId,
        content: '<p>Embargoed news</p>',
        status: 'draft',
      }),
      'editor',
    )
    for (const item of [event, news]) {
      expect(await findResourceByPath(handle.db, String(item.link))).toBeUndefined()
      expect(await findResourceById(handle.db, item.id)).toBeUndefined()
      expect((await resourceLinks(handle.db)).map((row) => row.link)).not.toContain(item.link)
    }
    const listed = await listResources(handle.db, { types: ['event', 'press-release'] })
    expect(listed.items.map((row) => row.id)).not.toContain(event.id)
    const searched = await listResources(handle.db, {
      types: ['event', 'press-release', 'news-article'],
      query: 'Hidden',
    })
    expect(searched.items).toEqual([])
    expect((await newsroomFeedItems(handle.db)).map((row) => row.id)).not.toContain(news.id)
  })

  test('a scheduled item goes live by itself at its time, and the content version moves then', async () => {
    const publishAt = new Date(Date.now() + 3_000)
    const scheduled = await createItem(
      handle.db,
      resources,
      resourceSchema.parse({
        title: 'Scheduled Case Study',
        description: 'Out at its time.',
        type: 'case-study',
        categoryId,
        content: '<p>Later</p>',
        status: 'scheduled',
        publishAt: publishAt.toISOString(),
      }),
      'editor',
    )
    expect(scheduled.publishedDate).toEqual(publishAt)
    expect(await findResourceByPath(handle.db, String(scheduled.link))).toBeUndefined()
    const before = await readContentVersion(handle.db)
    await expect
      .poll(async () => Boolean(await findResourceByPath(handle.db, String(scheduled.link))), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(true)
    expect(await readContentVersion(handle.db)).not.toBe(before)
    // Once live, it stays so with no write, and the version settles.
    const after = await readContentVersion(handle.db)
    expect(await readContentVersion(handle.db)).toBe(after)
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, scheduled.id), eq(auditLog.action, 'schedule')))
    expect(audit?.details).toMatchObject({ after: { status: 'scheduled' } })
  })
})
