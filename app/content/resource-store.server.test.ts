import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { resources } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { listResourcePage } from '~/content/resource-admin.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { createItem, getItem, updateItem, WouldDropFieldsError } from './collection.server'
import { resourceSchema } from './resources'
import { storeFor } from './hooks.server'
const resourceStore = storeFor('resources')

const aiCategory = 'category-1735689600000-ai'

describe.each(testDatabaseTargets())('the resource store on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  const create = (input: Record<string, string>) =>
    createItem(handle.db, resourceStore, resourceSchema.parse(input), 'test')

  test('a new resource gets its §7 link and today, and keeps both when edited', async () => {
    const before = Date.now()
    const created = await create({
      title: 'Remote  Monitoring Wins',
      description: 'Results',
      type: 'case-study',
      categoryId: aiCategory,
      content: '<p>Body</p>',
    })
    expect(created.link).toBe('/resources/ai/remote-monitoring-wins')
    expect((created.publishedDate as Date).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const updated = await updateItem(
      handle.db,
      resourceStore,
      created.id,
      resourceSchema.parse({
        title: 'A completely new title',
        description: 'Results',
        type: 'case-study',
        categoryId: aiCategory,
        content: '<p>Body</p>',
      }),
      'test',
    )
    expect(updated).toMatchObject({
      title: 'A completely new title',
      link: created.link,
      publishedDate: created.publishedDate,
    })
  })

  test('two resources with the same title never share a link', async () => {
    const input = {
      title: 'Same Title',
      description: 'd',
      type: 'case-study',
      categoryId: aiCategory,
      content: 'x',
    }
    const first = await create(input)
    const second = await create(input)
    expect(first.link).toBe('/resources/ai/same-title')
    expect(second.link).not.toBe(first.link)
  })

  test('only the fields of the chosen type are saved', async () => {
    const created = await create({
      title: 'Webinar with leftovers',
      description: 'd',
      type: 'webinar',
      categoryId: aiCategory,
      videoUrl: 'https://video.example/watch',
      // Left over from another type chosen first in the form:
      pdfUrl: '/uploads/stale.pdf',
      location: 'Paris',
      ctaText: 'Download',
    })
    const [row] = await handle.db.select().from(resources).where(eq(resources.id, created.id))
    expect(row).toMatchObject({
      videoUrl: 'https://video.example/watch',
      pdfUrl: null,
      location: null,
      ctaText: null,
    })

    const link = await create({
      title: 'Policy on another site',
      description: 'd',
      type: 'compliance-doc',
      categoryId: aiCategory,
      content: 'c',
      ctaType: 'link',
      ctaText: 'Open',
      externalUrl: 'https://policy.example',
      pdfUrl: '/uploads/not-for-links.pdf',
    })
    expect(await getItem(handle.db, resourceStore, link.id)).toMatchObject({
      externalUrl: 'https://policy.example',
      pdfUrl: null,
    })
  })

  test('an update that would empty stored fields unseen is refused until they are confirmed', async () => {
    const id = 'resource-1735689600000-pathways-summit'
    const before = await getItem(handle.db, resourceStore, id)
    // The form's values: the stored texts, with the type changed.
    const texts = Object.entries(before!).filter(([, value]) => typeof value === 'string')
    const asArticle = resourceSchema.parse({ ...Object.fromEntries(texts), type: 'news-article' })
    const refused = await updateItem(handle.db, resourceStore, id, asArticle, 'test').catch(
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(WouldDropFieldsError)
    const dropped = (refused as WouldDropFieldsError).fields
    expect(dropped).toEqual([
      'startDate',
      'endDate',
      'startTime',
      'timeZone',
      'duration',
      'location',
    ])
    expect(await getItem(handle.db, resourceStore, id)).toEqual(before)
    // Confirming only some of them is not enough.
    await expect(
      updateItem(handle.db, resourceStore, id, asArticle, 'test', {
        confirmDropped: ['startDate'],
      }),
    ).rejects.toBeInstanceOf(WouldDropFieldsError)
    const saved = await updateItem(handle.db, resourceStore, id, asArticle, 'test', {
      confirmDropped: dropped,
    })
    expect(saved).toMatchObject({ type: 'news-article', startDate: null, location: null })
    expect(saved!.content).toBe(before!.content)
  })

  test('rich text is sanitised before it is stored', async () => {
    const created = await create({
      title: 'Unsafe',
      description: 'd',
      type: 'press-release',
      categoryId: aiCategory,
      content:
        '<h2 style="color:red" onclick="x()">Head</h2><script>alert(1)</script>' +
        '<ul><li><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></li></ul>',
    })
    const content = created.content!
    expect(content).toContain('<h2>Head</h2>')
    expect(content).toContain('<ul><li>')
    expect(content).toContain('href="https://ok.example"')
    expect(content).not.toMatch(/script|onclick|style=|javascript:/)
  })

  test('the list pages, sorts and searches with wildcards taken literally', async () => {
    for (let index = 0; index < 30; index++)
      await create({
        title: `Bulk ${String(index).padStart(2, '0')}`,
        description: index === 7 ? 'has 100% and a_b' : 'plain',
        type: 'news-article',
        categoryId: aiCategory,
        content: 'x',
      })
    const first = await listResourcePage(handle.db, { q: '', sort: 'title', dir: 'asc', page: '1' })
    expect(first.total).toBe(38)
    expect(first.rows).toHaveLength(25)
    expect(first.pageCount).toBe(2)
    const titles = first.rows.map((row) => row.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    const second = await listResourcePage(handle.db, {
      q: '',
      sort: 'title',
      dir: 'asc',
      page: '2',
    })
    expect(second.rows).toHaveLength(13)

    const literal = await listResourcePage(handle.db, {
      q: '100%',
      sort: null,
      dir: null,
      page: null,
    })
    expect(literal.rows.map((row) => row.title)).toEqual(['Bulk 07'])
    const underscore = await listResourcePage(handle.db, {
      q: 'a_b',
      sort: null,
      dir: null,
      page: null,
    })
    expect(underscore.total).toBe(1)
    const byType = await listResourcePage(handle.db, {
      q: 'WEBINAR',
      sort: null,
      dir: null,
      page: null,
    })
    expect(byType.rows.every((row) => row.type === 'webinar')).toBe(true)
    expect(byType.total).toBeGreaterThan(0)
  })
})
