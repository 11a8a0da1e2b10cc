import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { categories, resources } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { linkForNewResource } from './resource-links.server'

describe.each(testDatabaseTargets())('linkForNewResource on $name', (target) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await target.open()
    await handle.db
      .insert(categories)
      .values({ id: 'category-1', name: 'AI', title: 'AI', slug: 'ai', description: '' })
  })
  afterAll(async () => {
    await handle?.close()
  })

  const save = async (resource: {
    title: string
    type: 'webinar' | 'compliance-doc'
    categoryId?: string
  }) => {
    const link = await linkForNewResource(handle.db, resource)
    await handle.db.insert(resources).values({
      id: `resource-${Math.random().toString(36).slice(2)}`,
      description: 'd',
      ...resource,
      link,
    })
    return link
  }

  test('uses the stored category slug, and the other rules when there is none', async () => {
    expect(await save({ title: 'Agents in Care', type: 'webinar', categoryId: 'category-1' })).toBe(
      '/resources/ai/agents-in-care',
    )
    expect(await save({ title: 'Agents in Care', type: 'webinar' })).toBe(
      '/resources/webinar/agents-in-care',
    )
    expect(await save({ title: 'HDS Certificate', type: 'compliance-doc' })).toBe(
      '/resources/compliance/hds-certificate',
    )
  })

  test('the same title twice gets a second, distinct URL', async () => {
    const first = await save({ title: 'Same Title', type: 'webinar', categoryId: 'category-1' })
    const second = await save({ title: 'same   title', type: 'webinar', categoryId: 'category-1' })
    const third = await save({ title: 'SAME TITLE', type: 'webinar', categoryId: 'category-1' })
    expect([first, second, third]).toEqual([
      '/resources/ai/same-title',
      '/resources/ai/same-title-2',
      '/resources/ai/same-title-3',
    ])
  })
})
