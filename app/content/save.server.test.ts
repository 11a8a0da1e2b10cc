/**
 * The one save (decision 094): version restore and trash restore pass the
 * same rules as a form or the API, and say why when they cannot; the purge
 * skips what it cannot delete. Each test here failed (500 or a wrong state)
 * before every write went through `saveItem`.
 */
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { categories, resources, testimonials } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { deleteItem, getItem, updateItem } from './collection.server'
import { storeFor } from './hooks.server'
import { createPreviewLink } from './preview.server'
import { CATEGORY_IN_TRASH } from './resource-admin.server'
import { etagOf, saveItem } from './save.server'
import { purgeExpired, purgeItem, restoreItem } from './trash.server'
import { listVersions, restoreVersion } from './versions.server'

describe.each(testDatabaseTargets())('the one save on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  const categoryStore = storeFor('categories')
  const resourceStore = storeFor('resources')
  const testimonialStore = storeFor('testimonials')
  const save = (store = categoryStore, values: Record<string, unknown>, id?: string) =>
    saveItem(handle.db, store, { id, values, actor: 'editor' })
  const saved = async (...args: Parameters<typeof save>) => {
    const result = await save(...args)
    if (result.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(result)}`)
    return result.row
  }
  const resourceValues = (categoryId: string) => ({
    title: 'Moving Guide',
    description: 'A guide that changes category.',
    type: 'case-study',
    categoryId,
    content: '<p>Body</p>',
  })

  /** A resource first in category A, then in B: its first version points at A. */
  async function movedResource() {
    const a = await saved(categoryStore, { title: 'Old Shelf' })
    const b = await saved(categoryStore, { title: 'New Shelf' })
    const resource = await saved(resourceStore, resourceValues(a.id))
    await saved(resourceStore, resourceValues(b.id), resource.id)
    const [, first] = await listVersions(handle.db, resourceStore, resource.id)
    return { a, b, resource, firstVersion: first!.id }
  }

  test('restoring a version whose category is in the trash is refused with why', async () => {
    const { a, b, resource, firstVersion } = await movedResource()
    expect((await deleteItem(handle.db, categoryStore, a.id, 'editor')).status).toBe('deleted')
    const result = await restoreVersion(handle.db, resourceStore, resource.id, firstVersion, 'x')
    expect(result).toMatchObject({ status: 'invalid', errors: { categoryId: [CATEGORY_IN_TRASH] } })
    expect(await getItem(handle.db, resourceStore, resource.id)).toMatchObject({ categoryId: b.id })
    // So the category can still be deleted for good.
    expect(await purgeItem(handle.db, categoryStore, a.id, 'editor')).toBe(true)
  })

  test('restoring a version whose category was deleted for good is refused, not a 500', async () => {
    const { a, resource, firstVersion } = await movedResource()
    await deleteItem(handle.db, categoryStore, a.id, 'editor')
    await purgeItem(handle.db, categoryStore, a.id, 'editor')
    const result = await restoreVersion(handle.db, resourceStore, resource.id, firstVersion, 'x')
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { categoryId: ['Category is required'] },
    })
  })

  test('restoring a version whose name (and so link) is taken answers a conflict', async () => {
    const category = await saved(categoryStore, { title: 'Alpha Shelf' })
    await saved(categoryStore, { title: 'Beta Shelf' }, category.id)
    await saved(categoryStore, { title: 'Alpha Shelf' })
    const [, first] = await listVersions(handle.db, categoryStore, category.id)
    const result = await restoreVersion(handle.db, categoryStore, category.id, first!.id, 'x')
    expect(result).toMatchObject({ status: 'conflict', message: expect.stringMatching(/taken/) })
  })

  test('a version restore brings content back, not the publication state', async () => {
    const item = await saved(testimonialStore, { quote: 'First words.', author: 'Vera' })
    await saved(
      testimonialStore,
      { quote: 'Second words.', author: 'Vera', status: 'draft' },
      item.id,
    )
    const [, first] = await listVersions(handle.db, testimonialStore, item.id)
    const result = await restoreVersion(handle.db, testimonialStore, item.id, first!.id, 'x')
    expect(result).toMatchObject({
      status: 'saved',
      row: { quote: 'First words.', status: 'draft' },
    })
  })

  test('creating a preview link is no version', async () => {
    const item = await saved(testimonialStore, { quote: 'Previewed.', author: 'Pia' })
    await createPreviewLink(handle.db, testimonialStore, item.id, 'editor')
    expect(await listVersions(handle.db, testimonialStore, item.id)).toHaveLength(1)
  })

  test('a trash restore that would point at a category in the trash is refused with why', async () => {
    const category = await saved(categoryStore, { title: 'Doomed Shelf' })
    const resource = await saved(resourceStore, resourceValues(category.id))
    await deleteItem(handle.db, resourceStore, resource.id, 'editor')
    // The category went to the trash while only a trashed resource used it.
    await handle.db
      .update(categories)
      .set({ deletedAt: new Date() })
      .where(eq(categories.id, category.id))
    const result = await restoreItem(handle.db, resourceStore, resource.id, 'editor')
    expect(result).toMatchObject({ status: 'invalid', errors: { categoryId: [CATEGORY_IN_TRASH] } })
    expect(await getItem(handle.db, resourceStore, resource.id)).toBeNull()
  })

  test('the retention purge skips and reports an item still in use, and purges the rest', async () => {
    const category = await saved(categoryStore, { title: 'Stuck Shelf' })
    const resource = await saved(resourceStore, resourceValues(category.id))
    const quote = await saved(testimonialStore, { quote: 'Gone.', author: 'Gus' })
    const longAgo = new Date(Date.now() - 400 * 86_400_000)
    await handle.db
      .update(categories)
      .set({ deletedAt: longAgo })
      .where(eq(categories.id, category.id))
    await handle.db
      .update(testimonials)
      .set({ deletedAt: longAgo })
      .where(eq(testimonials.id, quote.id))
    const report = await purgeExpired(handle.db)
    expect(report.skipped).toEqual([
      { type: 'categories', id: category.id, reason: expect.stringMatching(/used/) },
    ])
    expect(report.purged).toBe(1)
    const [still] = await handle.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.id, resource.id))
    expect(still).toBeDefined()
  })

  test('a save over an item changed since it was read is refused, nothing overwritten', async () => {
    const item = await saved(testimonialStore, { quote: 'One.', author: 'Ida' })
    const opened = etagOf(item)
    await updateItem(handle.db, testimonialStore, item.id, { quote: 'Two.', author: 'Ida' }, 'b')
    const result = await saveItem(handle.db, testimonialStore, {
      id: item.id,
      values: { quote: 'Three.', author: 'Ida' },
      actor: 'a',
      ifMatch: opened,
    })
    expect(result.status).toBe('stale')
    expect(await getItem(handle.db, testimonialStore, item.id)).toMatchObject({ quote: 'Two.' })
    const current = (await getItem(handle.db, testimonialStore, item.id))!
    const fresh = await saveItem(handle.db, testimonialStore, {
      id: item.id,
      values: { quote: 'Three.', author: 'Ida' },
      actor: 'a',
      ifMatch: etagOf(current),
    })
    expect(fresh).toMatchObject({ status: 'saved', row: { quote: 'Three.' } })
  })
})
