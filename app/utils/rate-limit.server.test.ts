import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { rateLimits } from '~/db/schema'
import { hitRateLimit, sweepRateLimits } from './rate-limit.server'

describe.each(testDatabaseTargets())('rate limits on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('allows `limit` hits per window per key, then refuses until the next window', async () => {
    const rule = { key: 'contact:203.0.113.7', limit: 3, windowMs: 60_000 }
    const at = new Date('2026-11-22T10:00:10Z')
    const results = []
    for (let i = 0; i < 5; i++) results.push((await hitRateLimit(handle.db, rule, at)).allowed)
    expect(results).toEqual([true, true, true, false, false])
    expect((await hitRateLimit(handle.db, rule, at)).retryAfterSeconds).toBe(50)
    expect(
      (await hitRateLimit(handle.db, { ...rule, key: 'contact:198.51.100.1' }, at)).allowed,
    ).toBe(true)
    expect((await hitRateLimit(handle.db, rule, new Date('2026-11-22T10:01:00Z'))).allowed).toBe(
      true,
    )
  })

  test('concurrent hits are all counted', async () => {
    const rule = { key: 'login', limit: 10, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        hitRateLimit(handle.db, rule, new Date('2026-11-22T10:00:00Z')),
      ),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
  })

  test('the sweep removes only windows older than a day', async () => {
    const rule = { key: 'k', limit: 1, windowMs: 60_000 }
    await hitRateLimit(handle.db, rule, new Date('2026-11-20T10:00:00Z'))
    await hitRateLimit(handle.db, rule, new Date('2026-11-22T09:59:00Z'))
    await sweepRateLimits(handle.db, new Date('2026-11-22T10:00:00Z'))
    const left = await handle.db.select({ windowStart: rateLimits.windowStart }).from(rateLimits)
    expect(left.map((row) => row.windowStart.toISOString())).toEqual(['2026-11-22T09:59:00.000Z'])
  })
})
