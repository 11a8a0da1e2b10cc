import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { createItem, deleteItem, updateItem } from './collection.server'
import { storeFor } from './hooks.server'
import { testimonialSchema } from './testimonials'
import { purgeItem } from './trash.server'
import { listVersions } from './versions.server'

const personal = [
  'Perdita Purgeable',
  'Words Perdita never wants to see again.',
  'Her revised words.',
  'Chief Nursing Officer',
  'St Elsewhere Clinic',
]

describe.each(testDatabaseTargets())('deleting a testimonial for good on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())
  const store = storeFor('testimonials')

  test('erases its author and words from every audit entry and version, and says who purged it when', async () => {
    const values = {
      quote: personal[1],
      author: personal[0],
      role: personal[3],
      company: personal[4],
      displayOrder: 7,
    }
    const item = await createItem(handle.db, store, testimonialSchema.parse(values), 'editor')
    await updateItem(
      handle.db,
      store,
      item.id,
      testimonialSchema.parse({ ...values, quote: personal[2] }),
      'editor',
    )
    const other = await createItem(
      handle.db,
      store,
      testimonialSchema.parse({ quote: 'Staying.', author: 'Olga Other' }),
      'editor',
    )
    expect((await deleteItem(handle.db, store, item.id, 'editor')).status).toBe('deleted')
    const entriesOf = (id: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(JSON.stringify(await entriesOf(item.id))).toContain(personal[0])

    const started = Date.now()
    expect(await purgeItem(handle.db, store, item.id, 'session-abc')).toBe(true)

    const entries = await entriesOf(item.id)
    const everything = JSON.stringify(await handle.db.select().from(auditLog))
    for (const value of personal) expect(everything).not.toContain(value)
    // What is not personal stays: the history still says what happened, and in what order.
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ['create', 'publish', 'purge', 'trash', 'update'].sort(),
    )
    const purge = entries.find((entry) => entry.action === 'purge')!
    expect(purge.actor).toBe('session-abc')
    expect(purge.at.getTime()).toBeGreaterThanOrEqual(started - 5_000)
    expect(purge.details).toMatchObject({
      before: { id: item.id, author: '[erased]', quote: '[erased]', displayOrder: 7 },
      personalDataErased: { fields: expect.arrayContaining(['author', 'quote', 'avatarSrc']) },
    })
    // The versions (read from the same entries) are still listed, without the person.
    const versions = await listVersions(handle.db, store, item.id)
    expect(versions).toHaveLength(2)
    for (const value of personal) expect(JSON.stringify(versions)).not.toContain(value)
    // Someone else's testimonial keeps its history.
    expect(JSON.stringify(await listVersions(handle.db, store, other.id))).toContain('Olga Other')
  })
})
