/**
 * DATA_DIR holds the embedded database (its write-ahead log keeps contact
 * addresses, erased ones included, until it is recycled), the generated admin
 * password and the backup socket: no other local user may read or change it
 * (decision 087). The files PostgreSQL creates as it runs follow the process's
 * umask; PGlite's first start copies its initial files in 0666 and every start
 * writes pg_internal.init 0644, whatever the umask, so those are tightened
 * after it opens.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { logger } from '~/utils/logger.server'

/** Group and other permission bits. */
const SHARED_BITS = 0o077

/** Takes group and other permissions off every file and folder under `directory`; returns how many changed. */
export async function removeSharedPermissions(directory: string): Promise<number> {
  let changed = 0
  const visit = async (entry: string) => {
    // lstat: a symbolic link is never followed, so nothing outside DATA_DIR is touched.
    const stat = await fs.lstat(entry)
    if (stat.isSymbolicLink()) return
    if (stat.mode & SHARED_BITS) {
      await fs.chmod(entry, stat.mode & 0o700)
      changed++
    }
    if (stat.isDirectory())
      for (const name of await fs.readdir(entry)) await visit(path.join(entry, name))
  }
  await visit(directory)
  return changed
}

/**
 * Called first by every command that writes under DATA_DIR (the server and
 * the scripts): from here on this process creates files for its user alone,
 * and a data directory that other users could read, as versions before this
 * one left it, is repaired with one warning rather than refused, so that an
 * upgrade does not stop a running site. `create`: make DATA_DIR (0700) when
 * missing; with DATABASE_URL it may never be needed, so it is not created.
 */
export async function keepDataDirPrivate(dataDir: string, options: { create: boolean }) {
  process.umask(0o077)
  if (options.create) await fs.mkdir(dataDir, { recursive: true, mode: 0o700 })
  else if (!(await fs.stat(dataDir).catch(() => null))) return
  const changed = await removeSharedPermissions(dataDir)
  if (changed > 0)
    logger.warn(
      { dataDir, changed },
      'DATA_DIR was readable by other users: group and other permissions removed (what they read before stays read)',
    )
}
