import { and, eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { apiTokens, auditLog } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { createApiToken, recordApiTokenRead } from './api-tokens.server'

describe.each(testDatabaseTargets())('reads with an API token on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  /** The token's row and its audited reads, with their versions (xmin: a new one at each write). */
  async function written(id: string) {
    const [token] = await handle.db
      .select({ version: sql<string>`xmin::text`, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id))
    const reads = await handle.db
      .select({ version: sql<string>`xmin::text` })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'read')))
    return { ...token!, reads: reads.map((read) => read.version) }
  }

  test('two reads within the minute write once: the last use and one audit entry', async () => {
    const { id } = await createApiToken(handle.db, 'Polling script', 'admin')
    const caller = { id, name: 'Polling script' }

    await recordApiTokenRead(handle.db, caller)
    const first = await written(id)
    expect(first.lastUsedAt).not.toBeNull()
    expect(first.reads).toHaveLength(1)

    await recordApiTokenRead(handle.db, caller)
    // Nothing written: neither the token's row nor its audit entry has a new version.
    expect(await written(id)).toEqual(first)
  })

  test('a read a minute after the last use moves it again and is audited again', async () => {
    const { id } = await createApiToken(handle.db, 'Hourly script', 'admin')
    await recordApiTokenRead(handle.db, { id, name: 'Hourly script' })
    await handle.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiTokens.id, id))
    const before = await written(id)

    await recordApiTokenRead(handle.db, { id, name: 'Hourly script' })
    const after = await written(id)
    expect(after.version).not.toBe(before.version)
    expect(after.lastUsedAt!.getTime()).toBeGreaterThan(before.lastUsedAt!.getTime())
    expect(after.reads).toHaveLength(2)
  })
})
