import { eq, like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { LIST_PRICES } from '~/pricing/list-prices'
import type { DatabaseHandle } from './client.server'
import { regionProfiles, seedLog } from './schema'
import { seedDatabase } from './seed.server'

const pricesOf = async (handle: DatabaseHandle, code: string) =>
  (
    await handle.db
      .select({ prices: regionProfiles.localizedPrices })
      .from(regionProfiles)
      .where(eq(regionProfiles.code, code))
  )[0]?.prices

describe.each(testDatabaseTargets())('list prices per currency on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(async () => {
    await handle.close()
  })

  test('every localised region is seeded with its currency’s list prices; the default has none', async () => {
    await seedDatabase(handle.db)
    for (const code of ['FR', 'DE', 'ES'])
      expect(await pricesOf(handle, code)).toEqual(LIST_PRICES.EUR)
    expect(await pricesOf(handle, 'GB')).toEqual(LIST_PRICES.GBP)
    expect(await pricesOf(handle, 'CA')).toEqual(LIST_PRICES.CAD)
    expect(await pricesOf(handle, 'default')).toBeNull()
  })

  test('a database seeded before list prices gets them once, and staff amounts are kept', async () => {
    await seedDatabase(handle.db)
    // As an older seed left it: no amounts, no record of the list prices.
    await handle.db.update(regionProfiles).set({ localizedPrices: null })
    await handle.db.delete(seedLog).where(like(seedLog.key, 'list-prices:%'))
    const staff = { ...LIST_PRICES.GBP!, starterMonthly: 111 }
    await handle.db
      .update(regionProfiles)
      .set({ localizedPrices: staff })
      .where(eq(regionProfiles.code, 'GB'))

    await seedDatabase(handle.db)
    expect(await pricesOf(handle, 'FR')).toEqual(LIST_PRICES.EUR)
    expect(await pricesOf(handle, 'GB')).toEqual(staff)

    // Staff clearing the amounts later is respected by the next start.
    await handle.db
      .update(regionProfiles)
      .set({ localizedPrices: null })
      .where(eq(regionProfiles.code, 'FR'))
    await seedDatabase(handle.db)
    expect(await pricesOf(handle, 'FR')).toBeNull()
  })
})
