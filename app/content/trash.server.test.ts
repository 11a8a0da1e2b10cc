import { and, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { homeData } from '~/components/home/home-data.server'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog, categories, resources, uploadedFiles } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { findResourceByPath } from '~/resources/library.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { categorySchema } from './categories'
import { createItem, deleteItem, getItem, listItems } from './collection.server'
import { storeFor } from './hooks.server'
import { resourceSchema } from './resources'
import { testimonialSchema } from './testimonials'
import {
  listTrash,
  purgeExpiredTrash,
  purgeItem,
  restoreItem,
  setTrashRetentionDays,
  trashRetentionDays,
} from './trash.server'

describe.each(testDatabaseTargets())('the trash on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())

  const testimonials = storeFor('testimonials')
  const resourceStore = storeFor('resources')
  const authors = async () =>
    (await homeData(handle.db, { acceptLanguage: null })).testimonials.map((row) => row.author)
  const actions = async (id: string) =>
    (
      await handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, id))
        .orderBy(auditLog.at)
    ).map((row) => row.action)

  test('delete moves to the trash (gone from public and lists), restore brings it back as it was', async () => {
    const item = await createItem(
      handle.db,
      testimonials,
      testimonialSchema.parse({ quote: 'Kept.', author: 'Tess Trash' }),
      'editor',
    )
    expect((await deleteItem(handle.db, testimonials, item.id, 'editor')).status).toBe('deleted')
    expect(await authors()).not.toContain('Tess Trash')
    expect((await listItems(handle.db, testimonials)).map((row) => row.id)).not.toContain(item.id)
    expect(await getItem(handle.db, testimonials, item.id)).toBeNull()
    expect((await listTrash(handle.db)).map((entry) => [entry.type, entry.name])).toContainEqual([
      'testimonials',
      'Tess Trash',
    ])
    // Deleting again, or restoring what is not in the trash, finds nothing.
    expect((await deleteItem(handle.db, testimonials, item.id, 'editor')).status).toBe('not-found')

    const restored = await restoreItem(handle.db, testimonials, item.id, 'editor')
    expect(restored).toMatchObject({
      status: 'saved',
      row: { author: 'Tess Trash', deletedAt: null, status: 'published' },
    })
    expect(await authors()).toContain('Tess Trash')
    expect((await restoreItem(handle.db, testimonials, item.id, 'editor')).status).toBe('not-found')
    expect(await actions(item.id)).toEqual(['create', 'publish', 'trash', 'restore'])
  })

  test('delete for good removes the row and the uploads only it used', async () => {
    const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1)
    await handle.db.insert(uploadedFiles).values([
      {
        id: 'file-only',
        filename: 'only-mine-1a2b3c4d.pdf',
        originalName: 'only.pdf',
        mimeType: 'application/pdf',
        size: 4,
        sha256: 'x',
        completedAt: new Date(),
      },
      {
        id: 'file-shared',
        filename: 'shared-1a2b3c4d.png',
        originalName: 'shared.png',
        mimeType: 'image/png',
        size: 4,
        sha256: 'y',
        completedAt: new Date(),
      },
    ])
    const paper = await createItem(
      handle.db,
      resourceStore,
      resourceSchema.parse({
        title: 'Purged Paper',
        description: 'Soon gone.',
        type: 'white-paper',
        categoryId: category!.id,
        pdfUrl: '/uploads/only-mine-1a2b3c4d.pdf',
        content: '<p><img src="/uploads/shared-1a2b3c4d.png" alt=""></p>',
      }),
      'editor',
    )
    await createItem(
      handle.db,
      testimonials,
      testimonialSchema.parse({
        quote: 'Q',
        author: 'Sharer',
        avatarSrc: '/uploads/shared-1a2b3c4d.png',
      }),
      'editor',
    )
    expect(await purgeItem(handle.db, resourceStore, paper.id, 'editor')).toBe(false)
    await deleteItem(handle.db, resourceStore, paper.id, 'editor')
    expect(await findResourceByPath(handle.db, String(paper.link))).toBeUndefined()
    expect(await purgeItem(handle.db, resourceStore, paper.id, 'editor')).toBe(true)
    expect(await handle.db.select().from(resources).where(eq(resources.id, paper.id))).toEqual([])
    const files = (
      await handle.db.select({ name: uploadedFiles.filename }).from(uploadedFiles)
    ).map((row) => row.name)
    expect(files).not.toContain('only-mine-1a2b3c4d.pdf')
    expect(files).toContain('shared-1a2b3c4d.png')
    expect(await actions(paper.id)).toEqual(['create', 'publish', 'trash', 'purge'])
  })

  test('the retention period (30 days unless set) empties the trash; the category rule still holds', async () => {
    expect(await trashRetentionDays(handle.db)).toBe(30)
    const old = await createItem(
      handle.db,
      testimonials,
      testimonialSchema.parse({ quote: 'Old.', author: 'Olga Old' }),
      'editor',
    )
    const recent = await createItem(
      handle.db,
      testimonials,
      testimonialSchema.parse({ quote: 'New.', author: 'Nina New' }),
      'editor',
    )
    await deleteItem(handle.db, testimonials, old.id, 'editor')
    await deleteItem(handle.db, testimonials, recent.id, 'editor')
    const later = new Date(Date.now() + 10 * 86_400_000)
    expect(await purgeExpiredTrash(handle.db, later)).toBe(0)
    await setTrashRetentionDays(handle.db, 7, 'editor')
    expect(await trashRetentionDays(handle.db)).toBe(7)
    await handle.db
      .update(storeFor('testimonials').definition.table)
      .set({ deletedAt: new Date(Date.now() - 86_400_000) } as never)
      .where(eq(storeFor('testimonials').definition.table.id, recent.id))
    expect(await purgeExpiredTrash(handle.db, new Date(Date.now() + 6.5 * 86_400_000))).toBe(1)
    expect((await listTrash(handle.db)).map((entry) => entry.id)).toEqual([old.id])
    const [setting] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'trash'), eq(auditLog.action, 'update')))
    expect(setting?.details).toMatchObject({
      before: { retentionDays: 30 },
      after: { retentionDays: 7 },
    })

    // back-office §3: a category resources use cannot be deleted, even when they are in the trash.
    const categoryStore = storeFor('categories')
    const category = await createItem(
      handle.db,
      categoryStore,
      categorySchema.parse({ title: 'Trash Rules' }),
      'editor',
    )
    const used = await createItem(
      handle.db,
      resourceStore,
      resourceSchema.parse({
        title: 'Uses It',
        description: 'D',
        type: 'case-study',
        categoryId: category.id,
        content: '<p>x</p>',
      }),
      'editor',
    )
    await deleteItem(handle.db, resourceStore, used.id, 'editor')
    expect((await deleteItem(handle.db, categoryStore, category.id, 'editor')).status).toBe(
      'blocked',
    )
    await purgeItem(handle.db, resourceStore, used.id, 'editor')
    expect((await deleteItem(handle.db, categoryStore, category.id, 'editor')).status).toBe(
      'deleted',
    )
  })
})
