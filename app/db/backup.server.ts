/**
 * Backups of the embedded database (decision 038): `npm run db:backup` and
 * `npm run db:restore`. PGlite has one owner, so while a server runs, the
 * backup command asks it, over a Unix socket in DATA_DIR/control/ (a 0700
 * directory: only the data directory's owner can reach it), for a tarball of
 * its data directory taken between two transactions. With no server running,
 * the command opens the directory itself, under the same lock.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { logger } from '~/utils/logger.server'
import { checkedArchive, relativeArchive, UnsafeArchiveError } from './backup-archive.server'
import { openDatabase } from './client.server'
import { lockDataDir } from './data-dir-lock.server'
import { removeSharedPermissions } from './data-dir-permissions.server'

/** A mistake of the operator's: the scripts print the message alone. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100

export function controlSocketPath(dataDir: string) {
  return path.join(path.resolve(dataDir), 'control', 'backup.sock')
}

/**
 * Serves backups to the backup command while this server holds the database.
 * Returns the function that stops serving.
 */
export async function startBackupChannel(
  dataDir: string,
  dump: () => Promise<Blob>,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir)
  if (socketPath.length > MAX_SOCKET_PATH) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the backup socket: stop the server to run db:backup',
    )
    return async () => {}
  }
  const directory = path.dirname(socketPath)
  await fs.mkdir(directory, { recursive: true, mode: 0o700 })
  await fs.chmod(directory, 0o700)
  // This process holds the data directory's lock: a socket already there is a crashed server's.
  await fs.rm(socketPath, { force: true })
  const server = net.createServer((connection) => {
    connection.setEncoding('utf8')
    connection.once('data', (request: string) => {
      if (request.trim() !== 'backup') {
        connection.end('error unknown request\n')
        return
      }
      dump()
        .then(async (tarball) => {
          const bytes = Buffer.from(await tarball.arrayBuffer())
          connection.write(`ok ${bytes.byteLength}\n`)
          connection.end(bytes)
          logger.info({ bytes: bytes.byteLength }, 'backup taken')
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'backup failed')
          connection.end(`error ${error instanceof Error ? error.message : String(error)}\n`)
        })
    })
    connection.on('error', () => {})
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, resolve)
  })
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
    })
}

/** Asks a running server for a backup; null when none listens. */
async function askRunningServer(dataDir: string): Promise<Buffer | null> {
  const socketPath = controlSocketPath(dataDir)
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath)
    const chunks: Buffer[] = []
    let connected = false
    connection.on('connect', () => {
      connected = true
      connection.write('backup\n')
    })
    connection.on('data', (chunk: Buffer) => chunks.push(chunk))
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENAMETOOLONG'].includes(error.code ?? ''))
        resolve(null)
      else reject(error)
    })
    connection.on('end', () => {
      const answer = Buffer.concat(chunks)
      const newline = answer.indexOf(10)
      const status = answer.subarray(0, newline).toString('utf8')
      const body = answer.subarray(newline + 1)
      const ok = /^ok (\d+)$/.exec(status)
      if (ok && Number(ok[1]) === body.byteLength) resolve(body)
      else reject(new BackupError(`The running server could not take the backup: ${status}`))
    })
  })
}

async function isEmptyOrMissing(directory: string) {
  try {
    return (await fs.readdir(directory)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** Writes a backup of DATA_DIR's database to `file`, readable by its owner only. */
export async function backupDatabase(
  dataDir: string,
  file: string,
): Promise<{ file: string; bytes: number; from: 'running server' | 'data directory' }> {
  let tarball = await askRunningServer(dataDir)
  const from = tarball ? 'running server' : 'data directory'
  if (!tarball) {
    const pgliteDir = path.join(dataDir, 'pglite')
    if (await isEmptyOrMissing(pgliteDir))
      throw new BackupError(`There is no database in ${pgliteDir} to back up.`)
    const handle = await openDatabase(
      { kind: 'pglite', dataDir: pgliteDir },
      { command: 'npm run db:backup' },
    )
    try {
      tarball = Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer())
    } finally {
      await handle.close()
    }
  }
  tarball = await relativeArchive(tarball)
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`
  await fs.writeFile(partial, tarball, { mode: 0o600, flag: 'wx' })
  await fs.rename(partial, file)
  return { file, bytes: tarball.byteLength, from }
}

/**
 * Restores a backup into DATA_DIR: refused while a process holds it; a
 * database already there (the server stopped) is kept aside, never deleted.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
): Promise<{ keptAside?: string }> {
  const tarball = await fs.readFile(file).catch(() => {
    throw new BackupError(`Cannot read the backup ${file}.`)
  })
  if (tarball[0] !== 0x1f || tarball[1] !== 0x8b)
    throw new BackupError(`${file} is not a backup made by npm run db:backup (not gzip).`)
  // Checked whole before anything in DATA_DIR is touched.
  const archive = await checkedArchive(tarball).catch((error: unknown) => {
    const reason = error instanceof UnsafeArchiveError ? error.message : 'it cannot be read'
    throw new BackupError(
      `${file} was not restored, and nothing was changed: ${reason}. npm run db:backup writes only files and folders inside the data directory.`,
    )
  })
  const pgliteDir = path.join(dataDir, 'pglite')
  const unlock = await lockDataDir(pgliteDir, 'npm run db:restore')
  try {
    let keptAside: string | undefined
    if (!(await isEmptyOrMissing(pgliteDir))) {
      keptAside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      await fs.rename(pgliteDir, keptAside)
    }
    await fs.mkdir(pgliteDir, { recursive: true })
    const client = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }),
    })
    try {
      await client.query('select 1')
    } finally {
      await client.close()
    }
    // The restored files are written as PGlite writes its own, ignoring the umask.
    await removeSharedPermissions(pgliteDir)
    return { keptAside }
  } finally {
    unlock()
  }
}
