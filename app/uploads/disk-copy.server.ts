/**
 * A content-addressed copy of each served upload on local disk
 * (DATA_DIR/cache/uploads/{sha256}, decision 084), streamed from there so no
 * request reads a file's bytes out of the database. The database stays the
 * source of truth: every app server builds its own copies, and a copy that is
 * missing or does not match its hash is rebuilt from the chunks.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, type Stats } from 'node:fs'
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Queryable } from '~/db/client.server'
import { readChunks } from './chunks.server'

interface StoredFile {
  id: string
  sha256: string
  size: number
}

/**
 * The copies this process has hashed, by sha256, with the inode, size and
 * modification time it had then: hashing 10 MB on every request would cost
 * more than serving it, and a copy changed on disk gets a new time and is
 * hashed again.
 */
const checked = new Map<string, string>()
/** Copies being checked or written: concurrent first requests wait for the same one. */
const pending = new Map<string, Promise<string>>()

const signature = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`

/** The path of an intact copy of `file` under `dir`, written first if needed. */
export async function diskCopyOf(db: Queryable, file: StoredFile, dir: string): Promise<string> {
  if (!/^[0-9a-f]{64}$/.test(file.sha256)) throw new Error(`upload ${file.id} has no valid hash`)
  const target = path.join(dir, file.sha256)
  const stats = await stat(target).catch(() => null)
  if (stats && checked.get(file.sha256) === signature(stats)) return target
  let copy = pending.get(file.sha256)
  if (!copy) {
    copy = checkOrRebuild(db, file, target).finally(() => pending.delete(file.sha256))
    pending.set(file.sha256, copy)
  }
  return copy
}

async function checkOrRebuild(db: Queryable, file: StoredFile, target: string) {
  const stats = await stat(target).catch(() => null)
  if (!(stats && stats.size === file.size && (await hashOf(target)) === file.sha256))
    await writeFromDatabase(db, file, target)
  checked.set(file.sha256, signature(await stat(target)))
  return target
}

function hashOf(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })
}

/**
 * Writes the copy chunk by chunk into a temporary file, then renames it into
 * place: a reader (in this process or another server on the same disk) sees
 * the whole file or none.
 */
async function writeFromDatabase(db: Queryable, file: StoredFile, target: string) {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  const temporary = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`
  const hash = createHash('sha256')
  const handle = await open(temporary, 'w', 0o600)
  try {
    for await (const chunk of readChunks(db, file.id)) {
      hash.update(chunk)
      await handle.write(chunk)
    }
    await handle.close()
    if (hash.digest('hex') !== file.sha256)
      throw new Error(`upload ${file.id}: the stored chunks do not match the file's hash`)
    await rename(temporary, target)
  } catch (error) {
    await handle.close().catch(() => {})
    await unlink(temporary).catch(() => {})
    throw error
  }
}
