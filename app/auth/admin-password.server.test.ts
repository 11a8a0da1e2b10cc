import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { ne } from 'drizzle-orm'
import { appSettings } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { setUpAdminPassword, verifyAdminPassword } from './admin-password.server'

describe.each(testDatabaseTargets())('admin password on $name', (target) => {
  let handle: DatabaseHandle
  let dataDir: string
  beforeEach(async () => {
    handle = await target.open()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-pw-'))
  })
  afterEach(async () => {
    await handle.close()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  // Other settings (the content version) live in the same table.
  const storedSettings = () =>
    handle.db.select().from(appSettings).where(ne(appSettings.key, 'content_version'))

  test('the first start generates a strong password, keeps only its argon2id hash and a 0600 file', async () => {
    const source = await setUpAdminPassword(handle.db, { dataDir })
    if (source.kind !== 'generated') throw new Error(`expected generated, got ${source.kind}`)
    expect(source.password).toMatch(/^[A-Za-z2-9]{24}$/)

    const stored = await storedSettings()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.value).toMatch(/^\$argon2id\$/)
    expect(stored[0]!.value).not.toContain(source.password)

    const stat = await fs.stat(source.file)
    expect(stat.mode & 0o777).toBe(0o600)
    expect((await fs.readFile(source.file, 'utf8')).trim()).toBe(source.password)

    expect(await verifyAdminPassword(source.password)).toBe(true)
    expect(await verifyAdminPassword(`${source.password}x`)).toBe(false)
    expect(await verifyAdminPassword('')).toBe(false)
  })

  test('later starts reuse the stored hash and never show a password again', async () => {
    const first = await setUpAdminPassword(handle.db, { dataDir })
    const second = await setUpAdminPassword(handle.db, { dataDir })
    expect(second.kind).toBe('stored')
    expect(second).not.toHaveProperty('password')
    expect(await storedSettings()).toHaveLength(1)
    if (first.kind === 'generated') expect(await verifyAdminPassword(first.password)).toBe(true)
  })

  test('ADMIN_PASSWORD wins over any stored password and stores nothing', async () => {
    const source = await setUpAdminPassword(handle.db, {
      dataDir,
      ADMIN_PASSWORD: 'correct horse battery staple',
    })
    expect(source.kind).toBe('ADMIN_PASSWORD')
    expect(await storedSettings()).toHaveLength(0)
    expect(await fs.readdir(dataDir)).toEqual([])
    expect(await verifyAdminPassword('correct horse battery staple')).toBe(true)
    expect(await verifyAdminPassword('Correct horse battery staple')).toBe(false)
  })

  test('a malformed ADMIN_PASSWORD_HASH rejects every password instead of throwing', async () => {
    await setUpAdminPassword(handle.db, { dataDir, ADMIN_PASSWORD_HASH: '$argon2id$broken' })
    expect(await verifyAdminPassword('anything')).toBe(false)
  })
})
