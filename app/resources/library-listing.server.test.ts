import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { categories, resources, resourceTypes, type ResourceType } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  capSection,
  libraryIndex,
  listResources,
  newsroomFeedItems,
  normaliseQuery,
  parsePage,
  todayIn,
} from './library-listing.server'

// 23:30 UTC on 23 November: already 24 November in Paris and Tokyo, still 23 in New York.
const now = new Date('2026-11-23T23:30:00Z')

test('today is taken in the given zone, UTC for an unknown one', () => {
  expect(todayIn('UTC', now)).toBe('2026-11-23')
  expect(todayIn('Europe/Paris', now)).toBe('2026-11-24')
  expect(todayIn('America/New_York', now)).toBe('2026-11-23')
  expect(todayIn('Not/AZone', now)).toBe('2026-11-23')
  expect(todayIn(null, now)).toBe('2026-11-23')
})

test('a section shows at most 3 items, and view all only when there are more', () => {
  expect(capSection([1, 2, 3])).toEqual({ items: [1, 2, 3], viewAll: false })
  expect(capSection([1, 2, 3, 4])).toEqual({ items: [1, 2, 3], viewAll: true })
  expect(capSection([])).toEqual({ items: [], viewAll: false })
})

test('search text and page numbers are bounded', () => {
  expect(normaliseQuery('  a\u0000b\uE000  ')).toBe('ab')
  expect(normaliseQuery('x'.repeat(500))).toHaveLength(200)
  expect(parsePage('3')).toBe(3)
  for (const bad of ['0', '-1', '1.5', 'abc', '', null, '1e400']) expect(parsePage(bad)).toBe(1)
})

describe.each(testDatabaseTargets())('resource library lists on $name', (target) => {
  let handle: DatabaseHandle
  let counter = 0
  const save = async (values: {
    title: string
    type: ResourceType
    daysAgo?: number
    startDate?: string
    timeZone?: string
    description?: string
    content?: string
    categoryId?: string
  }) => {
    counter += 1
    const { daysAgo = counter, ...rest } = values
    await handle.db.insert(resources).values({
      id: `r-${counter}`,
      description: 'A resource.',
      link: `/resources/test/r-${counter}`,
      publishedDate: new Date(now.getTime() - daysAgo * 86_400_000),
      ...(values.type === 'event' ? { startTime: '10:00' } : {}),
      ...rest,
    })
  }

  beforeAll(async () => {
    handle = await target.open()
    await handle.db.insert(categories).values([
      { id: 'c-ai', name: 'AI', title: 'AI', slug: 'ai' },
      { id: 'c-care', name: 'Care', title: 'Care', slug: 'care' },
    ])
    // Events around the date boundary of `now`.
    await save({
      title: 'Paris today',
      type: 'event',
      startDate: '2026-11-24',
      timeZone: 'Europe/Paris',
    })
    await save({
      title: 'Paris yesterday',
      type: 'event',
      startDate: '2026-11-23',
      timeZone: 'Europe/Paris',
    })
    await save({
      title: 'New York today',
      type: 'event',
      startDate: '2026-11-23',
      timeZone: 'America/New_York',
    })
    await save({
      title: 'New York yesterday',
      type: 'event',
      startDate: '2026-11-22',
      timeZone: 'America/New_York',
    })
    await save({
      title: 'Tokyo next year',
      type: 'event',
      startDate: '2027-01-05',
      timeZone: 'Asia/Tokyo',
    })
    await save({ title: 'Undated', type: 'event' })
    // Newsroom: two types merged, newest first.
    await save({ title: 'Release old', type: 'press-release', daysAgo: 30 })
    await save({ title: 'Article new', type: 'news-article', daysAgo: 1 })
    await save({ title: 'Release new', type: 'press-release', daysAgo: 2 })
    await save({ title: 'Article old', type: 'news-article', daysAgo: 40 })
    // Case studies: exactly 3; white papers: 4; webinars: none.
    for (const n of [1, 2, 3])
      await save({ title: `Case ${n}`, type: 'case-study', categoryId: 'c-care' })
    for (const n of [1, 2, 3, 4])
      await save({
        title: `Paper ${n}`,
        type: 'white-paper',
        categoryId: n === 4 ? 'c-ai' : 'c-care',
      })
    // Search: the title weighs as much as the body, more matches rank higher.
    await save({
      title: 'Remote monitoring at home',
      type: 'webinar',
      description: 'Monitoring heart-failure patients.',
      content: '<p>Remote <strong>monitoring</strong> pathways &amp; alerts.</p>',
    })
    await save({
      title: 'Adherence',
      type: 'webinar',
      description: 'A word about monitoring once.',
    })
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('upcoming events: today or later in each event’s zone, date ascending', async () => {
    const upcoming = await listResources(handle.db, { types: ['event'], when: 'upcoming', now })
    expect(upcoming.items.map((item) => item.title)).toEqual([
      'New York today',
      'Paris today',
      'Tokyo next year',
    ])
    const past = await listResources(handle.db, { types: ['event'], when: 'past', now })
    expect(past.items.map((item) => item.title).sort()).toEqual(
      ['New York yesterday', 'Paris yesterday', 'Undated'].sort(),
    )
  })

  test('the index: 3 items per section, view all only with more, empty sections empty', async () => {
    const sections = await libraryIndex(handle.db, now)
    const byId = Object.fromEntries(sections.map((section) => [section.id, section]))
    expect(sections.map((section) => section.id)).toEqual([
      'upcoming-events',
      'newsroom',
      'case-studies',
      'white-papers',
      'webinars',
    ])
    expect(byId['upcoming-events']!.items).toHaveLength(3)
    expect(byId['upcoming-events']!.viewAll).toBe(false)
    expect(byId['newsroom']!.items.map((item) => item.title)).toEqual([
      'Article new',
      'Release new',
      'Release old',
    ])
    expect(byId['newsroom']!.viewAll).toBe(true)
    expect(byId['case-studies']!.viewAll).toBe(false)
    expect(byId['case-studies']!.items).toHaveLength(3)
    expect(byId['white-papers']!.items).toHaveLength(3)
    expect(byId['white-papers']!.viewAll).toBe(true)
  })

  test('the newsroom merges both types, newest first, in the listing and the feed', async () => {
    const newsroom = await listResources(handle.db, {
      types: ['press-release', 'news-article'],
      now,
    })
    const expected = ['Article new', 'Release new', 'Release old', 'Article old']
    expect(newsroom.items.map((item) => item.title)).toEqual(expected)
    expect((await newsroomFeedItems(handle.db)).map((item) => item.title)).toEqual(expected)
  })

  test('pagination and the category filter', async () => {
    const first = await listResources(handle.db, { types: ['white-paper'], pageSize: 3, now })
    expect([first.total, first.page, first.pageCount, first.items.length]).toEqual([4, 1, 2, 3])
    const second = await listResources(handle.db, {
      types: ['white-paper'],
      pageSize: 3,
      page: 2,
      now,
    })
    expect(second.items.map((item) => item.title)).toEqual(['Paper 4'])
    const beyond = await listResources(handle.db, {
      types: ['white-paper'],
      pageSize: 3,
      page: 99,
      now,
    })
    expect(beyond.page).toBe(2)
    const ai = await listResources(handle.db, { types: ['white-paper'], category: 'ai', now })
    expect(ai.items.map((item) => item.title)).toEqual(['Paper 4'])
    expect(ai.items[0]!.category).toEqual({ title: 'AI', slug: 'ai' })
    const none = await listResources(handle.db, { types: ['webinar'], category: 'nope', now })
    expect(none.items).toEqual([])
    expect(none.pageCount).toBe(1)
  })

  test('search: ranked, highlighted, stemmed, in title, description and content', async () => {
    const found = await listResources(handle.db, {
      types: resourceTypes,
      query: 'monitor',
      now,
    })
    expect(found.items.map((item) => item.title)).toEqual([
      'Remote monitoring at home',
      'Adherence',
    ])
    const best = found.items[0]!
    expect(best.highlight!.title).toBe(
      `Remote ${HIGHLIGHT_START}monitoring${HIGHLIGHT_END} at home`,
    )
    expect(best.highlight!.excerpt).toContain(`${HIGHLIGHT_START}monitoring${HIGHLIGHT_END}`)
    // The excerpt is text: no tags of the content, its entities decoded.
    expect(best.highlight!.excerpt).not.toMatch(/<|&amp;/)
    const inContent = await listResources(handle.db, { types: resourceTypes, query: 'alerts', now })
    expect(inContent.items.map((item) => item.title)).toEqual(['Remote monitoring at home'])
    const phrase = await listResources(handle.db, {
      types: resourceTypes,
      query: '"heart-failure patients"',
      now,
    })
    expect(phrase.items).toHaveLength(1)
  })

  test('quotes, %, _, emoji and SQL-looking text search without error', async () => {
    for (const query of [
      `"`,
      `'`,
      `O'Brien "unclosed`,
      '%',
      '_',
      '%_%',
      '😀',
      '🩺 monitoring',
      "'; drop table resources; --",
      'a & b | !c <-> (d',
      ':*',
      '\\',
      '-',
      'or',
    ]) {
      const result = await listResources(handle.db, { types: resourceTypes, query, now })
      expect(Array.isArray(result.items), query).toBe(true)
    }
    expect(
      (await listResources(handle.db, { types: resourceTypes, query: '%', now })).items,
    ).toEqual([])
    expect(
      (await listResources(handle.db, { types: resourceTypes, query: '🩺 monitoring', now })).total,
    ).toBe(2)
    // The table is still there.
    expect((await listResources(handle.db, { types: ['case-study'], now })).total).toBe(3)
  })
})
