/**
 * One process at a time on an embedded (PGlite) data directory (decision 038).
 *
 * PGlite is a single-user PostgreSQL inside the process: two processes on one
 * directory each believe they own it, and the writes of one vanish. So the
 * owner holds a lock file beside the directory (`{dataDir}.lock`) naming its
 * pid, host and start time. It is created atomically (written to a private
 * file, then hard-linked into place, which fails if the lock exists), so a
 * lock file is never seen half-written.
 *
 * A lock is stale when its process is gone: another host's lock is never
 * assumed stale; on this host, the pid must be alive (`kill(pid, 0)`) AND,
 * where /proc tells, have the same start time as recorded, since a pid is
 * reused after a crash (a container's server is pid 1 on every start).
 *
 * Breaking a stale lock: the contender first creates a marker file named after
 * that lock's content (`{lock}.breaking.{hash}`, exclusive create: one
 * contender per stale lock), then deletes the lock only if it still holds
 * that content. A stale lock's content never comes back and only the marker's
 * holder deletes it, so a live lock taken meanwhile is never touched (moving
 * the lock aside with rename() was not enough: a contender could move a lock
 * just taken, and a third one take the place while it was put back).
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, unlinkSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

interface LockOwner {
  pid: number
  host: string
  /** /proc/{pid}/stat's start time (clock ticks since boot), when /proc exists. */
  started: string | null
  /** What the process is, for the refusal message. */
  command: string
  since: string
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The database in ${dataDir} is in use by another process (pid ${owner.pid}${
        owner.host === os.hostname() ? '' : ` on ${owner.host}`
      }, ${owner.command}, since ${owner.since}): stop it first, or give this one another DATA_DIR.`,
    )
  }
}

/** Locks this process holds, by lock file path. */
const held = new Map<string, string>()

function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, it just is not ours.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether the lock's owner still runs. Unreadable or foreign-format content counts as stale. */
export function ownerIsAlive(owner: LockOwner | null): boolean {
  if (!owner || !Number.isInteger(owner.pid) || owner.pid <= 0) return false
  if (owner.host !== os.hostname()) return true
  if (owner.pid === process.pid) return false // not in `held`: a previous life of this pid
  if (!isAlive(owner.pid)) return false
  const started = processStartTime(owner.pid)
  return !(started && owner.started && started !== owner.started)
}

/** A breaking marker older than this was left by a contender that died: removed. */
const ABANDONED_MARKER_MS = 30_000
const MARKER_RETRY_MS = 20

async function readLock(
  file: string,
): Promise<{ text: string; owner: LockOwner | null } | 'missing'> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
    throw error
  }
  try {
    return { text, owner: JSON.parse(text) as LockOwner }
  } catch {
    return { text, owner: null }
  }
}

/** Deletes the lock if it still reads `staleText`, under that content's marker; else waits. */
export async function breakStaleLock(lockFile: string, staleText: string) {
  const marker = `${lockFile}.breaking.${createHash('sha256').update(staleText).digest('hex').slice(0, 16)}`
  try {
    await fs.writeFile(marker, String(process.pid), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    // Another contender is breaking it: give it a moment, or clear what a dead one left.
    const age = await fs.stat(marker).then(
      (stat) => Date.now() - stat.mtimeMs,
      () => 0,
    )
    if (age > ABANDONED_MARKER_MS) await fs.rm(marker, { force: true })
    else await new Promise((resolve) => setTimeout(resolve, MARKER_RETRY_MS))
    return
  }
  try {
    const now = await readLock(lockFile)
    if (now !== 'missing' && now.text === staleText) await fs.rm(lockFile, { force: true })
  } finally {
    await fs.rm(marker, { force: true })
  }
}

export function lockFileOf(dataDir: string) {
  return `${path.resolve(dataDir)}.lock`
}

/**
 * Takes the data directory's lock or throws DataDirInUseError naming the
 * holder. Returns the release function (also run when the process exits).
 */
export async function lockDataDir(dataDir: string, command = 'app server'): Promise<() => void> {
  const lockFile = lockFileOf(dataDir)
  if (held.has(lockFile)) throw new Error(`${dataDir} is already open in this process`)
  await fs.mkdir(path.dirname(lockFile), { recursive: true })
  const content = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    started: processStartTime(process.pid),
    command,
    since: new Date().toISOString(),
  } satisfies LockOwner)
  const draft = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}`
  await fs.writeFile(draft, content, { mode: 0o600 })
  try {
    // Bounded, in case the file system misbehaves: each round either takes the
    // lock, finds it live, or waits a moment for a stale one being broken.
    for (let attempt = 0; ; attempt++) {
      try {
        await fs.link(draft, lockFile)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 1000) throw error
      }
      const lock = await readLock(lockFile)
      if (lock === 'missing') continue
      if (ownerIsAlive(lock.owner)) throw new DataDirInUseError(dataDir, lock.owner!)
      await breakStaleLock(lockFile, lock.text)
    }
  } finally {
    await fs.rm(draft, { force: true })
  }
  held.set(lockFile, content)

  const release = () => {
    if (held.get(lockFile) !== content) return
    held.delete(lockFile)
    process.off('exit', release)
    try {
      if (readFileSync(lockFile, 'utf8') === content) unlinkSync(lockFile)
    } catch {
      // Already gone.
    }
  }
  process.on('exit', release)
  return release
}
