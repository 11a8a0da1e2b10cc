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
 * reused after a crash (a container's server is pid 1 on every start). A stale
 * lock is moved aside with rename() (one process wins), checked to be the one
 * judged stale, and deleted.
 */
import { randomBytes } from 'node:crypto'
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

async function readOwner(file: string): Promise<LockOwner | null | 'missing'> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as LockOwner
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : null
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
    for (let attempt = 0; ; attempt++) {
      try {
        await fs.link(draft, lockFile)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 20) throw error
      }
      const owner = await readOwner(lockFile)
      if (owner === 'missing') continue
      if (ownerIsAlive(owner)) throw new DataDirInUseError(dataDir, owner!)
      // Stale: move it aside (only one contender can), and make sure what moved is what was judged.
      const grave = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
      try {
        await fs.rename(lockFile, grave)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const moved = await readOwner(grave)
      if (moved !== 'missing' && JSON.stringify(moved) !== JSON.stringify(owner)) {
        // A live lock taken between our read and the rename: put it back.
        await fs.link(grave, lockFile).catch(() => {})
      }
      await fs.rm(grave, { force: true })
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
