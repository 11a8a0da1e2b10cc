/** The dashboard's cards count live items only; drafts and scheduled ones apart (issue 34). */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { deleteItem } from '~/content/collection.server'
import { storeFor } from '~/content/hooks.server'
import { saveItem } from '~/content/save.server'
import type { DatabaseHandle } from '~/db/client.server'
import { seedDatabase } from '~/db/seed.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { dashboardCounts } from './dashboard.server'

describe.each(testDatabaseTargets())('dashboard counts on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  test('a trashed webinar and category, a draft and a scheduled webinar are not on the cards', async () => {
    const before = await dashboardCounts(handle.db)
    const save = async (slug: 'categories' | 'resources', values: Record<string, unknown>) => {
      const result = await saveItem(handle.db, storeFor(slug), { values, actor: 'editor' })
      if (result.status !== 'saved') throw new Error(JSON.stringify(result))
      return result.row
    }
    const category = await save('categories', { title: 'Counted Shelf' })
    const webinar = (status: string, extra: Record<string, unknown> = {}) =>
      save('resources', {
        title: `A ${status} webinar`,
        description: 'Counted or not.',
        type: 'webinar',
        categoryId: category.id,
        videoUrl: 'https://videos.example/w.mp4',
        status,
        ...extra,
      })
    const trashed = await webinar('published')
    await webinar('draft')
    await webinar('scheduled', { publishAt: '2099-01-01T09:00:00Z' })
    await deleteItem(handle.db, storeFor('resources'), trashed.id, 'editor')
    const emptyShelf = await save('categories', { title: 'Trashed Shelf' })
    await deleteItem(handle.db, storeFor('categories'), emptyShelf.id, 'editor')

    const after = await dashboardCounts(handle.db)
    expect(after.webinars).toBe(before.webinars)
    expect(after.categories).toBe(before.categories + 1)
    expect(after.pending).toEqual({
      drafts: before.pending.drafts + 1,
      scheduled: before.pending.scheduled + 1,
    })
  })
})
