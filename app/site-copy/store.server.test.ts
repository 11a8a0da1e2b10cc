import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import {
  copyOverrides,
  CopyRuleError,
  listCopyVersions,
  publishCopy,
  readCopyVersion,
  restoreCopyVersion,
  saveCopyDraft,
} from './store.server'

describe.each(testDatabaseTargets())('site copy on $name', (target) => {
  let handle: DatabaseHandle
  beforeEach(async () => {
    handle = await target.open()
  })
  afterEach(() => handle.close())

  test('a draft is published as a version, restored, and reset to the default', async () => {
    const db = handle.db
    await saveCopyDraft(db, 'en', 'home:hero.title', 'New title', 'editor')
    expect(await copyOverrides(db, 'en')).toEqual({})
    expect(await copyOverrides(db, 'en', true)).toEqual({ 'home:hero.title': 'New title' })
    const before = await readCopyVersion(db)

    // A publish of another page leaves the home page's draft pending.
    expect(await publishCopy(db, 'en', 'editor', 'pricing:')).toBeNull()
    const published = await publishCopy(db, 'en', 'editor')
    expect(published?.changes).toEqual([
      { key: 'home:hero.title', before: null, after: 'New title' },
    ])
    expect(await copyOverrides(db, 'en')).toEqual({ 'home:hero.title': 'New title' })
    expect(await readCopyVersion(db)).not.toBe(before)

    const restored = await restoreCopyVersion(db, 'en', published!.id, 'editor')
    expect(restored?.changes).toEqual([
      { key: 'home:hero.title', before: 'New title', after: null },
    ])
    expect(await copyOverrides(db, 'en')).toEqual({})
    expect((await listCopyVersions(db, 'en')).map((version) => version.restoredFrom)).toEqual([
      published!.id,
      null,
    ])

    await saveCopyDraft(db, 'en', 'home:hero.title', 'Again', 'editor')
    await publishCopy(db, 'en', 'editor')
    await saveCopyDraft(db, 'en', 'home:hero.title', '  ', 'editor')
    await publishCopy(db, 'en', 'editor', 'home:')
    expect(await copyOverrides(db, 'en')).toEqual({})
    const actions = (await db.select().from(auditLog)).map((row) => row.action)
    expect(actions.filter((action) => action === 'publish')).toHaveLength(3)
    expect(actions).toContain('restore')
  })

  test('a refused edit stores nothing; HTML where English has some is sanitised', async () => {
    const db = handle.db
    await expect(saveCopyDraft(db, 'fr', 'home:offer.region', 'Région', 'x')).rejects.toThrow(
      CopyRuleError,
    )
    await expect(saveCopyDraft(db, 'en', 'home:nope', 'x', 'x')).rejects.toThrow('Unknown key')
    expect(await copyOverrides(db, 'fr', true)).toEqual({})
    expect(await copyOverrides(db, 'en', true)).toEqual({})
  })
})
