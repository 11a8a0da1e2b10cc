import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { OuterHandleInTransactionError, type DatabaseHandle } from './client.server'
import { categories } from './schema'

describe.each(testDatabaseTargets())('on $name', (target) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await target.open()
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('inside a transaction, the outer handle refuses to query instead of deadlocking', async () => {
    const { db } = handle
    // Drizzle wraps a driver error as the cause of its own.
    const refusal = (work: () => Promise<unknown>) =>
      db.transaction(work).then(
        () => 'no error',
        (error: Error) => (error.cause ?? error) instanceof OuterHandleInTransactionError,
      )
    expect(await refusal(() => db.select().from(categories))).toBe(true)
    expect(await refusal(() => db.execute(sql`select 1`))).toBe(true)
  })

  test('the transaction handle works inside, and the outer handle after', async () => {
    const { db } = handle
    const inside = await db.transaction(async (tx) => {
      const nested = await tx.transaction(async (inner) => inner.execute(sql`select 2 as n`))
      return [await tx.select().from(categories), nested]
    })
    expect(inside[0]).toEqual([])
    expect(await db.select().from(categories)).toEqual([])
    // Other requests (other async contexts) still use the outer handle while one transaction runs.
    const [, other] = await Promise.all([
      db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.05)`)),
      db.select().from(categories),
    ])
    expect(other).toEqual([])
  })
})
