import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { breakStaleLock, DataDirInUseError, lockDataDir, lockFileOf } from './data-dir-lock.server'

const dirs: string[] = []
const children: Array<ReturnType<typeof spawn>> = []
async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'alakin-lock-'))
  dirs.push(dir)
  return path.join(dir, 'pglite')
}
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true })
})

/** A live process other than this one (its pid and start time are real). */
async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  const stat = await fs.readFile(`/proc/${child.pid}/stat`, 'utf8')
  return { pid: child.pid!, started: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]! }
}

const lockOf = (owner: { pid: number; started: string | null }, host = os.hostname()) =>
  JSON.stringify({ ...owner, host, command: 'app server on port 3000', since: 'earlier' })

test('a live holder keeps the lock; the refusal names the directory and the pid', async () => {
  const dir = await dataDir()
  const other = await otherProcess()
  await fs.writeFile(lockFileOf(dir), lockOf(other))
  const refusal = await lockDataDir(dir).catch((error: unknown) => error)
  expect(refusal).toBeInstanceOf(DataDirInUseError)
  expect((refusal as Error).message).toBe(
    `The database in ${dir} is in use by another process (pid ${other.pid}, app server on port 3000, since earlier): stop it first, or give this one another DATA_DIR.`,
  )
  expect(await fs.readFile(lockFileOf(dir), 'utf8')).toBe(lockOf(other))
})

test('a lock left by a dead process is recovered, and released on close', async () => {
  const dir = await dataDir()
  const other = await otherProcess()
  const gone = new Promise((resolve) => children[0]!.once('exit', resolve))
  children[0]!.kill('SIGKILL')
  await gone
  await fs.writeFile(lockFileOf(dir), lockOf(other))
  const release = await lockDataDir(dir, 'test')
  expect(JSON.parse(await fs.readFile(lockFileOf(dir), 'utf8'))).toMatchObject({
    pid: process.pid,
    command: 'test',
  })
  await expect(lockDataDir(dir)).rejects.toThrow(/already open in this process/)
  release()
  await expect(fs.access(lockFileOf(dir))).rejects.toThrow()
  expect((await fs.readdir(path.dirname(dir))).filter((name) => name.includes('.lock'))).toEqual([])
})

test('a reused pid (alive, but started at another time) does not keep a stale lock', async () => {
  const dir = await dataDir()
  const other = await otherProcess()
  await fs.writeFile(lockFileOf(dir), lockOf({ pid: other.pid, started: '1' }))
  const release = await lockDataDir(dir)
  release()
})

test("this process's own pid in a lock it does not hold is a previous life (a container's pid 1)", async () => {
  const dir = await dataDir()
  await fs.writeFile(lockFileOf(dir), lockOf({ pid: process.pid, started: null }))
  const release = await lockDataDir(dir)
  release()
})

test("another host's lock is never assumed stale", async () => {
  const dir = await dataDir()
  await fs.writeFile(lockFileOf(dir), lockOf({ pid: 999_999_999, started: null }, 'elsewhere'))
  await expect(lockDataDir(dir)).rejects.toThrow(/pid 999999999 on elsewhere/)
})

test('of many contenders for one stale lock, exactly one wins, round after round', async () => {
  // Separate processes, as in real life (one process refuses to take its own lock twice).
  const contend = (dir: string) => `
    const { lockDataDir } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.server.ts'))})
    try { await lockDataDir(${JSON.stringify(dir)}); console.log('won'); setTimeout(() => {}, 3000) }
    catch (error) { console.log(error.name) }`
  // The race is between a few file operations: several rounds give it room to show.
  for (let round = 0; round < 4; round++) {
    const dir = await dataDir()
    await fs.writeFile(lockFileOf(dir), lockOf({ pid: 999_999_999, started: null }))
    const outputs = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', contend(dir)])
        children.push(child)
        let out = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
        await new Promise((resolve) => setImmediate(resolve))
        return out.trim()
      }),
    )
    expect(outputs.filter((line) => line === 'won')).toHaveLength(1)
    expect(outputs.filter((line) => line === 'DataDirInUseError')).toHaveLength(5)
    // No breaking marker or draft is left beside the lock.
    expect(await fs.readdir(path.dirname(dir))).toEqual(['pglite.lock'])
  }
})

test('a contender that judged an earlier lock stale never removes the lock taken since', async () => {
  // The interleaving the race above can produce, played in order: a contender read the
  // dead process's lock, another broke it and took the directory, then the first acts.
  const dir = await dataDir()
  const stale = lockOf({ pid: 999_999_999, started: null })
  const live = lockOf(await otherProcess())
  await fs.writeFile(lockFileOf(dir), live)
  await breakStaleLock(lockFileOf(dir), stale)
  expect(await fs.readFile(lockFileOf(dir), 'utf8')).toBe(live)
  await fs.writeFile(lockFileOf(dir), stale)
  await breakStaleLock(lockFileOf(dir), stale)
  await expect(fs.access(lockFileOf(dir))).rejects.toThrow()
})

test('a breaking marker left by a contender that died does not block the lock for long', async () => {
  const dir = await dataDir()
  const stale = lockOf({ pid: 999_999_999, started: null })
  await fs.writeFile(lockFileOf(dir), stale)
  const hash = createHash('sha256').update(stale).digest('hex').slice(0, 16)
  const marker = `${lockFileOf(dir)}.breaking.${hash}`
  await fs.writeFile(marker, '999999999')
  const longAgo = new Date(Date.now() - 60_000)
  await fs.utimes(marker, longAgo, longAgo)
  const release = await lockDataDir(dir)
  expect(JSON.parse(await fs.readFile(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid })
  release()
})
