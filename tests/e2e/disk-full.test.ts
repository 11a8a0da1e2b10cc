/**
 * A full disk (issue 32): the database still rewrites pages it has, but can
 * take no new space. /healthz must say so (503), the admin login must say so
 * in its form rather than answer 500, and both recover once space is freed.
 * The disk is a small tmpfs, which only root can mount (CI runs as root).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { logInOverHttp, startServer, type RunningServer } from './server'

const PASSWORD = 'disk full test password'
const asRoot = process.getuid?.() === 0

/** Writes zeros to `file` until the file system has no block left. */
async function fillDisk(file: string) {
  const handle = await fs.open(file, 'w')
  try {
    // Large writes first, then the last few pages one by one.
    for (const size of [1024 * 1024, 4096, 512]) {
      const zeros = Buffer.alloc(size)
      try {
        for (;;) await handle.write(zeros)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    await handle.close()
  }
}

describe.skipIf(!asRoot)('a full disk', () => {
  let mountPoint: string
  let server: RunningServer

  beforeAll(async () => {
    mountPoint = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-disk-full-'))
    // About 40 MB for a fresh database (16 of them the write-ahead log), and room to spare.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountPoint])
    server = await startServer({
      dataDir: path.join(mountPoint, 'data'),
      env: { ADMIN_PASSWORD: PASSWORD },
    })
  })
  afterAll(async () => {
    await server?.stop()
    execFileSync('umount', ['--lazy', mountPoint])
    await fs.rm(mountPoint, { recursive: true, force: true })
  })

  test('takes the server out of rotation and the login says why, until space is freed', async () => {
    const filler = path.join(mountPoint, 'filler')
    await fillDisk(filler)

    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(503)
    const login = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.url },
      body: new URLSearchParams({ password: PASSWORD }),
    })
    expect(login.status).toBe(503)
    expect(await login.text()).toMatch(
      /role="alert"[^>]*>The site cannot save anything right now \(its disk is full/,
    )
    // Reading goes on.
    expect((await fetch(`${server.url}/about`)).status).toBe(200)

    await fs.rm(filler)
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await logInOverHttp(server.url, PASSWORD)).toContain('=')
  })
})
