/**
 * Settings rows asked for together are read in one statement (decision 140),
 * each caller getting its own row's value as it is at the time of its call.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { appSettings } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { readSetting } from './settings-read.server'

describe.each(testDatabaseTargets())('settings read together on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
    await handle.db.insert(appSettings).values([
      { key: 'probe_a', value: 'one' },
      { key: 'probe_b', value: 'two' },
    ])
  })
  afterEach(async () => {
    await handle.close()
  })

  test('reads asked at once each answer their own row, a missing row undefined', async () => {
    const answers = await Promise.all([
      readSetting(handle.db, 'probe_a'),
      readSetting(handle.db, 'probe_b'),
      readSetting(handle.db, 'probe_a'),
      readSetting(handle.db, 'no_such_setting'),
    ])
    expect(answers).toEqual(['one', 'two', 'one', undefined])
  })

  test('a read after a write sees it', async () => {
    expect(await readSetting(handle.db, 'probe_a')).toBe('one')
    await handle.db.update(appSettings).set({ value: 'changed' })
    expect(await readSetting(handle.db, 'probe_a')).toBe('changed')
  })
})
