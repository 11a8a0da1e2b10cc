/**
 * The member names inside a backup's tar archive (decision 087). PGlite's
 * dumpDataDir names its members from the root (`/PG_VERSION`): unpacked by
 * another tool, such an archive writes wherever its names point. Backups
 * store names relative to the data directory, and a restore accepts only
 * files and folders whose names stay inside it.
 */
import { promisify } from 'node:util'
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib'

const gunzip = promisify(gunzipCallback)
const gzip = promisify(gzipCallback)

const BLOCK = 512
// Offsets in a ustar header block.
const NAME = { at: 0, length: 100 }
const SIZE = { at: 124, length: 12 }
const CHECKSUM = { at: 148, length: 8 }
const TYPE = 156
const MAGIC = { at: 257, length: 5 }
const PREFIX = { at: 345, length: 155 }
/** Regular file ('0', or NUL in old archives) and directory ('5'): all db:backup writes. */
const FILE_AND_FOLDER_TYPES = new Set([0x30, 0x00, 0x35])

export class UnsafeArchiveError extends Error {
  override name = 'UnsafeArchiveError'
}

const field = (header: Buffer, { at, length }: { at: number; length: number }) => {
  const bytes = header.subarray(at, at + length)
  const end = bytes.indexOf(0)
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8')
}

function writeField(header: Buffer, { at, length }: { at: number; length: number }, value: string) {
  header.fill(0, at, at + length)
  header.write(value, at, length, 'utf8')
}

/** The checksum of a header: the sum of its bytes, its own field counted as spaces. */
function writeChecksum(header: Buffer) {
  header.fill(0x20, CHECKSUM.at, CHECKSUM.at + CHECKSUM.length)
  const sum = header.reduce((total, byte) => total + byte, 0)
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, CHECKSUM.at, CHECKSUM.length, 'ascii')
}

/**
 * Checks every member of an uncompressed tar archive and returns a copy whose
 * names have no leading slash (archives made before this change had one, and
 * still restore). Throws UnsafeArchiveError for a member that is not a plain
 * file or folder (a link could point anywhere) or whose name climbs out
 * with `..`.
 */
export function withRelativeMemberNames(tar: Buffer): Buffer {
  const copy = Buffer.from(tar)
  let offset = 0
  while (offset + BLOCK <= copy.length) {
    const header = copy.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) return copy // the end-of-archive marker
    const ustar = field(header, MAGIC) === 'ustar'
    const prefix = ustar ? field(header, PREFIX) : ''
    const name = field(header, NAME)
    const fullName = prefix ? `${prefix}/${name}` : name
    if (!FILE_AND_FOLDER_TYPES.has(header[TYPE]!))
      throw new UnsafeArchiveError(`"${fullName}" is a link or a special file`)
    if (fullName.split('/').includes('..') || fullName.includes('\\'))
      throw new UnsafeArchiveError(`"${fullName}" points outside the data directory`)
    if (prefix) writeField(header, PREFIX, prefix.replace(/^\/+/, ''))
    if (!prefix || !prefix.replace(/^\/+/, '')) writeField(header, NAME, name.replace(/^\/+/, ''))
    writeChecksum(header)
    // Sizes are octal text; a binary size (first byte's high bit set) means a file
    // over 8 GB, which no PGlite data directory holds.
    if (header[SIZE.at]! & 0x80) throw new UnsafeArchiveError(`"${fullName}" is too large`)
    const size = parseInt(field(header, SIZE).trim() || '0', 8)
    if (!Number.isFinite(size)) throw new UnsafeArchiveError(`"${fullName}" has no valid size`)
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK
  }
  // Some writers end at the last member, without the zero blocks.
  if (offset === copy.length) return copy
  throw new UnsafeArchiveError('the archive is cut short')
}

/** For the backup command: the gzipped archive PGlite made, with relative names. */
export async function relativeArchive(gzipped: Buffer): Promise<Buffer> {
  return gzip(withRelativeMemberNames(await gunzip(gzipped)))
}

/** For the restore: the checked, uncompressed archive with relative names. */
export async function checkedArchive(gzipped: Buffer): Promise<Buffer> {
  return withRelativeMemberNames(await gunzip(gzipped))
}
