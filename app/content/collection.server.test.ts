import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog, categories, resources } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { categorySchema } from './categories'
import {
  createItem,
  deleteItem,
  isUniqueViolation,
  listItems,
  updateItem,
} from './collection.server'
import { storeFor } from './hooks.server'
const categoryStore = storeFor('categories')

describe.each(testDatabaseTargets())('the category store on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  test('create derives the slug and the name from the title, and audits the write', async () => {
    const created = await createItem(
      handle.db,
      categoryStore,
      categorySchema.parse({ title: '  Virtual   Wards ', icon: 'Calendar' }),
      'session-abc',
    )
    expect(created).toMatchObject({
      title: 'Virtual   Wards',
      name: 'Virtual   Wards',
      slug: 'virtual-wards',
      icon: 'Calendar',
      description: '',
    })
    expect(created.id).toMatch(/^category-\d+-[0-9a-f]{10}$/)
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, created.id))
    expect(entry).toMatchObject({
      action: 'create',
      entityType: 'categories',
      actor: 'session-abc',
    })
    expect(entry!.details).toMatchObject({ before: null, after: { slug: 'virtual-wards' } })
  })

  test('update keeps the before and after values in the audit log', async () => {
    const created = await createItem(
      handle.db,
      categoryStore,
      categorySchema.parse({ title: 'Pharma' }),
      'a',
    )
    await updateItem(
      handle.db,
      categoryStore,
      created.id,
      categorySchema.parse({ title: 'Pharma Trials', name: 'Trials' }),
      'b',
    )
    const [row] = await handle.db.select().from(categories).where(eq(categories.id, created.id))
    expect(row).toMatchObject({ title: 'Pharma Trials', name: 'Trials', slug: 'pharma-trials' })
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'update'))
    expect(entries[0]!.details).toMatchObject({
      before: { title: 'Pharma' },
      after: { title: 'Pharma Trials' },
    })
    expect(
      await updateItem(
        handle.db,
        categoryStore,
        'category-missing',
        categorySchema.parse({ title: 'X' }),
        'b',
      ),
    ).toBeNull()
  })

  test('a category with resources cannot be deleted; an empty one can', async () => {
    const [used] = await handle.db
      .select({ id: resources.categoryId })
      .from(resources)
      .where(eq(resources.type, 'event'))
    expect(await deleteItem(handle.db, categoryStore, used!.id!, 'a')).toEqual({
      status: 'blocked',
      reason: 'admin.categories.deleteBlocked',
    })
    const empty = await createItem(
      handle.db,
      categoryStore,
      categorySchema.parse({ title: 'Empty' }),
      'a',
    )
    expect((await deleteItem(handle.db, categoryStore, empty.id, 'a')).status).toBe('deleted')
    expect((await deleteItem(handle.db, categoryStore, empty.id, 'a')).status).toBe('not-found')
  })

  test('the same title twice is a unique violation, not a second category', async () => {
    await createItem(handle.db, categoryStore, categorySchema.parse({ title: 'Duplicate' }), 'a')
    const error = await createItem(
      handle.db,
      categoryStore,
      categorySchema.parse({ title: 'duplicate' }),
      'a',
    ).catch((e: unknown) => e)
    expect(isUniqueViolation(error)).toBe(true)
  })

  test('search is case-insensitive over title, slug and description, and wildcards are literal', async () => {
    const titles = async (q: string) =>
      (await listItems(handle.db, categoryStore, q)).map((row) => row.title)
    expect(await titles('PATIENT')).toContain('Patient Care')
    expect(await titles('healthcare-tech')).toEqual(['Healthcare Technology'])
    for (const hostile of ['%', '_', "'; drop table categories; --", '\\', '😀'])
      expect(await titles(hostile)).toEqual([])
    const all = await listItems(handle.db, categoryStore)
    expect(all.map((row) => [row.title, row.resourceCount])).toEqual([
      ['AI', 1],
      ['Healthcare Technology', 2],
      ['Patient Care', 3],
    ])
  })
})
