/**
 * An upload's bytes, kept in uploaded_file_chunks (decision 084). Each piece
 * is written and read by a statement of its own, outside any transaction: on
 * PGlite the database runs inside the server process on one connection, so a
 * 20 MB value moved at once stops every other request; in 256 kB pieces, the
 * other requests' statements run in between.
 *
 * PGlite answers a statement without waiting on any I/O, so a loop of awaited
 * statements is a chain of microtasks that never lets Node read a socket: every
 * piece waits for the next turn of the event loop, or a 20 MB upload holds every
 * other request for seconds.
 */
import { createHash } from 'node:crypto'
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { uploadedFileChunks } from '~/db/schema'

export const CHUNK_BYTES = 256 * 1024

/** `bytes` cut into chunk-sized pieces (the seed's small files, in one go). */
export function chunksOf(bytes: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = []
  for (let start = 0; start < bytes.byteLength || start === 0; start += CHUNK_BYTES)
    pieces.push(bytes.subarray(start, start + CHUNK_BYTES))
  return pieces
}

export class TooLargeWhileStreaming extends Error {}

/**
 * Writes `stream` as the chunks of file `fileId`, one insert per chunk, and
 * returns its size and sha256. Throws TooLargeWhileStreaming past `maxBytes`
 * (the caller deletes the file row, and its chunks with it).
 */
export async function writeChunks(
  db: Queryable,
  fileId: string,
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let pending = new Uint8Array(CHUNK_BYTES)
  let filled = 0
  let index = 0
  let size = 0
  const flush = async () => {
    await db.insert(uploadedFileChunks).values({ fileId, index, data: pending.slice(0, filled) })
    index += 1
    filled = 0
    await nextTurnOfTheEventLoop()
  }
  for await (const piece of stream) {
    size += piece.byteLength
    if (size > maxBytes) throw new TooLargeWhileStreaming()
    hash.update(piece)
    for (let offset = 0; offset < piece.byteLength;) {
      const taken = Math.min(CHUNK_BYTES - filled, piece.byteLength - offset)
      pending.set(piece.subarray(offset, offset + taken), filled)
      filled += taken
      offset += taken
      if (filled === CHUNK_BYTES) {
        await flush()
        pending = new Uint8Array(CHUNK_BYTES)
      }
    }
  }
  if (filled > 0 || index === 0) await flush()
  return { size, sha256: hash.digest('hex') }
}

/** The chunks of file `fileId` in order, each read by a query of its own. */
export async function* readChunks(db: Queryable, fileId: string): AsyncGenerator<Uint8Array> {
  for (let index = 0; ; index += 1) {
    const [chunk] = await db
      .select({ data: uploadedFileChunks.data })
      .from(uploadedFileChunks)
      .where(and(eq(uploadedFileChunks.fileId, fileId), eq(uploadedFileChunks.index, index)))
    if (!chunk) return
    yield chunk.data
    await nextTurnOfTheEventLoop()
  }
}
