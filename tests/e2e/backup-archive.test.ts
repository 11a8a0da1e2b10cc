/**
 * What a backup archive holds and what a restore accepts (decision 087):
 * member names relative to the data directory; an archive with a member that
 * climbs out (`..`) or is a link is refused with nothing changed; an archive
 * made before, with names from the root, still restores; and the restored
 * site tells the truth about its admin password.
 */
import { gunzipSync, gzipSync } from 'node:zlib'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runScript, startServer } from './server'

const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-backup-archive-'))
const siteDir = path.join(parent, 'site')
let generatedPassword: string
afterAll(() => fs.rm(parent, { recursive: true, force: true }))

beforeAll(async () => {
  // A site with a generated password, stopped: the backups below are taken offline.
  const server = await startServer({ dataDir: siteDir })
  generatedPassword = (await fs.readFile(path.join(siteDir, 'admin-password.txt'), 'utf8')).trim()
  expect(await server.stop()).toBe(0)
})

/** The member names of a tar archive (ustar headers: name, and prefix when long). */
function memberNames(tar: Buffer): string[] {
  const names: string[] = []
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const text = (at: number, length: number) =>
      header.toString('utf8', at, at + length).replace(/\0.*$/s, '')
    const prefix = text(345, 155)
    names.push(prefix ? `${prefix}/${text(0, 100)}` : text(0, 100))
    offset += 512 + Math.ceil(parseInt(text(124, 12), 8) / 512) * 512
  }
  return names
}

/** One tar member: type '0' a file, '5' a folder, '2' a symbolic link to `link`. */
function tarMember(name: string, type: '0' | '2' | '5', data = Buffer.alloc(0), link = '') {
  const header = Buffer.alloc(512)
  header.write(name, 0)
  header.write('0000600\0', 100)
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124)
  header.write(`${Math.floor(Date.now() / 1000).toString(8)}\0`, 136)
  header.write(type, 156)
  header.write(link, 157)
  header.write('ustar\x0000', 257)
  header.fill(0x20, 148, 156)
  const sum = header.reduce((total, byte) => total + byte, 0)
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512)
  return Buffer.concat([header, data, padding])
}

const archive = (...members: Buffer[]) => gzipSync(Buffer.concat([...members, Buffer.alloc(1024)]))

test('a backup names its members relative to the data directory', async () => {
  const file = path.join(parent, 'site.tar.gz')
  const backup = await runScript('scripts/db-backup.js', [file], { DATA_DIR: siteDir })
  expect(backup).toMatchObject({ code: 0 })
  const names = memberNames(gunzipSync(await fs.readFile(file)))
  expect(names).toContain('PG_VERSION')
  expect(names).toContain('base')
  expect(names.filter((name) => name.startsWith('/') || name.split('/').includes('..'))).toEqual([])
})

test('an archive with a member outside the data directory, or a link, is refused; nothing changes', async () => {
  const before = (await fs.readdir(siteDir)).sort()
  const pgVersion = await fs.readFile(path.join(siteDir, 'pglite', 'PG_VERSION'))
  const cases = {
    climbing: archive(
      tarMember('PG_VERSION', '0', pgVersion),
      tarMember('../escaped', '0', Buffer.from('x')),
    ),
    link: archive(
      tarMember('PG_VERSION', '0', pgVersion),
      tarMember('base', '2', undefined, '/etc'),
    ),
  }
  for (const [name, bytes] of Object.entries(cases)) {
    const file = path.join(parent, `${name}.tar.gz`)
    await fs.writeFile(file, bytes)
    const restore = await runScript('scripts/db-restore.js', [file], { DATA_DIR: siteDir })
    expect(restore.code, name).toBe(1)
    expect(restore.output, name).toBe(
      `${file} was not restored, and nothing was changed: ${
        name === 'link'
          ? '"base" is a link or a special file'
          : '"../escaped" points outside the data directory'
      }. npm run db:backup writes only files and folders inside the data directory.\n`,
    )
  }
  expect((await fs.readdir(siteDir)).sort()).toEqual(before)
  expect(await fs.readdir(parent)).not.toContain('escaped')
})

test('an archive made before, with names from the root, restores; the site says where its password is', async () => {
  // What db:backup wrote before: PGlite's own dump, every name starting with '/'.
  const client = await PGlite.create(path.join(siteDir, 'pglite'))
  const legacy = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
  await client.close()
  expect(memberNames(gunzipSync(legacy))).toContain('/PG_VERSION')
  const file = path.join(parent, 'legacy.tar.gz')
  await fs.writeFile(file, legacy)

  const restoredDir = path.join(parent, 'restored')
  const restore = await runScript('scripts/db-restore.js', [file], { DATA_DIR: restoredDir })
  expect(restore).toMatchObject({ code: 0 })

  const server = await startServer({ dataDir: restoredDir })
  const passwordFile = path.join(restoredDir, 'admin-password.txt')
  expect(server.output()).toContain(
    `Admin password: the one this database already had; ${passwordFile} is not here (a restored backup brings the password back, not that file, and npm run admin:password removes it).\nForgotten? Set a new one with npm run admin:password.`,
  )
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url },
    body: new URLSearchParams({ password: generatedPassword }),
  })
  expect(login.status).toBe(302)
  expect(await server.stop()).toBe(0)
})
