import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { categories } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { findResourceByPath } from '~/resources/library.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { createItem, updateItem } from './collection.server'
import { storeFor } from './hooks.server'
import { resourceSchema } from './resources'
import { asText, diffRows, listVersions, restoreVersion } from './versions.server'

test('rich text is compared as text, not as markup', () => {
  expect(asText('<p>Hello <strong>world</strong> &amp; more</p><p>Next</p>')).toBe(
    'Hello world & more\nNext',
  )
  expect(
    diffRows(
      { title: 'A', content: '<p>Same <em>words</em></p>', updatedAt: 1 },
      { title: 'B', content: '<p>Same <strong>words</strong></p>', updatedAt: 2 },
    ),
  ).toEqual([{ field: 'title', before: 'A', after: 'B' }])
})

describe.each(testDatabaseTargets())('versions on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())
  const store = storeFor('resources')

  test('every save is a version with who, when and what changed; a restore is a new version', async () => {
    const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1)
    const values = {
      title: 'First Title',
      description: 'Versioned.',
      type: 'case-study',
      categoryId: category!.id,
      content: '<p>Original body</p>',
    }
    const created = await createItem(handle.db, store, resourceSchema.parse(values), 'alice')
    await updateItem(
      handle.db,
      store,
      created.id,
      resourceSchema.parse({ ...values, title: 'Second Title', content: '<p>New body</p>' }),
      'bob',
    )
    const versions = await listVersions(handle.db, store, created.id)
    expect(versions.map((version) => version.actor)).toEqual(['bob', 'alice'])
    expect(versions[0]!.changes).toEqual([
      { field: 'title', before: 'First Title', after: 'Second Title' },
      { field: 'content', before: 'Original body', after: 'New body' },
    ])

    const restored = await restoreVersion(handle.db, store, created.id, versions[1]!.id, 'carol')
    expect(restored).toMatchObject({
      status: 'saved',
      row: { title: 'First Title', link: created.link },
    })
    expect(await findResourceByPath(handle.db, String(created.link))).toMatchObject({
      resource: { title: 'First Title' },
    })
    const after = await listVersions(handle.db, store, created.id)
    expect(after).toHaveLength(3)
    expect(after[0]).toMatchObject({ actor: 'carol', restoredFrom: versions[1]!.id })
    expect(after[0]!.changes.map((change) => change.field)).toEqual(['title', 'content'])
    // Another item's version, or none, restores nothing.
    expect((await restoreVersion(handle.db, store, created.id, 'audit-nope', 'x')).status).toBe(
      'not-found',
    )
  })
})
