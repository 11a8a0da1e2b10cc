import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { currentHits, refundBudget, spendBudget } from './rate-limit.server'

describe.each(testDatabaseTargets())('budgets (upload bytes) on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  const rule = { key: 'upload-bytes:token:a', limit: 100, windowMs: 3_600_000 }
  const at = new Date('2026-11-22T10:15:00Z')

  test('spends while the total stays within the limit; a refused amount spends nothing', async () => {
    expect((await spendBudget(handle.db, rule, 60, at)).allowed).toBe(true)
    const refused = await spendBudget(handle.db, rule, 50, at)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45 * 60 })
    expect((await spendBudget(handle.db, rule, 40, at)).allowed).toBe(true)
    expect(await currentHits(handle.db, [rule.key], rule.windowMs, at)).toEqual({ [rule.key]: 100 })
    // Another caller has its own budget; the next window starts afresh.
    expect((await spendBudget(handle.db, { ...rule, key: 'other' }, 100, at)).allowed).toBe(true)
    const nextHour = new Date('2026-11-22T11:00:00Z')
    expect((await spendBudget(handle.db, rule, 100, nextHour)).allowed).toBe(true)
  })

  test('more than the whole budget at once is refused without touching the counter', async () => {
    expect((await spendBudget(handle.db, rule, 101, at)).allowed).toBe(false)
    expect(await currentHits(handle.db, [rule.key], rule.windowMs, at)).toEqual({ [rule.key]: 0 })
  })

  test('concurrent spends never pass the limit together', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => spendBudget(handle.db, rule, 30, at)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
  })

  test('a refund gives back what a request declared but did not send, in its own window', async () => {
    await spendBudget(handle.db, rule, 90, at)
    await refundBudget(handle.db, rule, 70, new Date('2026-11-22T10:59:59Z'))
    expect(await currentHits(handle.db, [rule.key], rule.windowMs, at)).toEqual({ [rule.key]: 20 })
  })
})
