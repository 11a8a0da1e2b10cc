import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { previewLinks } from '~/db/schema'
import { seedDatabase } from '~/db/seed.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { storeFor } from './hooks.server'
import { createPreviewLink, resolvePreview, revokePreviewLink } from './preview.server'

describe.each(testDatabaseTargets())('preview links on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await seedDatabase(handle.db)
  })
  afterEach(() => handle.close())
  const store = storeFor('resources')

  test('unguessable, stored as a hash, expiring after 7 days, revocable', async () => {
    const link = await createPreviewLink(handle.db, store, 'resource-x', 'editor')
    const token = link.url.replace('/preview/', '')
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    const [row] = await handle.db.select().from(previewLinks).where(eq(previewLinks.id, link.id))
    expect(row!.tokenHash).not.toContain(token)
    expect(await resolvePreview(handle.db, token)).toEqual({
      entityType: 'resources',
      entityId: 'resource-x',
      expiresAt: expect.any(Date),
    })
    // One character changed: the first (a token's last character is 'A' one time in 16,
    // and it carries only four bits).
    const altered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`
    expect(await resolvePreview(handle.db, altered)).toBeNull()

    await handle.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, link.id))
    expect(await resolvePreview(handle.db, token)).toBeNull()

    const second = await createPreviewLink(handle.db, store, 'resource-x', 'editor')
    const secondToken = second.url.replace('/preview/', '')
    expect(await revokePreviewLink(handle.db, store, 'resource-x', second.id, 'editor')).toBe(true)
    expect(await resolvePreview(handle.db, secondToken)).toBeNull()
    expect(await revokePreviewLink(handle.db, store, 'resource-x', second.id, 'editor')).toBe(false)
  })
})
