/**
 * Stores an uploaded image as the media library keeps it (decision 107): the
 * upload is streamed to a temporary file (its size cap enforced while
 * streaming), sharp makes the fallback and the variants there, and each goes
 * into the database chunk by chunk like any upload (decision 084). The
 * uploaded bytes themselves, metadata included, are never stored.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { eq } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import { i18n } from '~/i18n'
import { createId } from '~/utils/ids'
import { TooLargeWhileStreaming, writeChunks } from '~/uploads/chunks.server'
import { prepareImage, type PreparedFile } from './derivatives.server'

type NewFile = typeof uploadedFiles.$inferInsert

/** The MIME type of each variant format. */
const variantTypes = { avif: 'image/avif', webp: 'image/webp' } as const

/** Streams `stream` into `file`, throwing TooLargeWhileStreaming past `maxBytes`. */
async function saveCapped(stream: ReadableStream<Uint8Array>, file: string, maxBytes: number) {
  let size = 0
  const counted = Readable.fromWeb(stream as never).map((piece: Uint8Array) => {
    size += piece.byteLength
    if (size > maxBytes) throw new TooLargeWhileStreaming()
    return piece
  })
  await pipeline(counted, createWriteStream(file, { mode: 0o600 }))
}

/** Inserts the row of a prepared file and its chunks, read from disk; answers nothing until all are in. */
async function storeFromDisk(
  db: Queryable,
  row: Omit<NewFile, 'size' | 'sha256'>,
  file: PreparedFile,
) {
  await db
    .insert(uploadedFiles)
    .values({ width: file.width, height: file.height, ...row, size: 0, sha256: '' })
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>
  return writeChunks(db, row.id!, stream, Number.MAX_SAFE_INTEGER)
}

/**
 * Stores image `file` under `filename` (its extension the uploaded format's)
 * and its variants beside it; answers the new row's id. The image's row is
 * marked complete last, so it is never served without its variants, and a
 * crash leaves an incomplete row the sweep removes (with its variants).
 */
export async function storeImage(
  db: Queryable,
  file: File,
  row: Omit<NewFile, 'id' | 'size' | 'sha256'> & { filename: string },
  maxBytes: number,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'alakin-image-'))
  const id = createId('upload')
  // Whether a row may exist to remove on failure: a refused image writes nothing, not even an
  // empty delete (the statement would still bump the content version, re-rendering every page).
  let written = false
  try {
    const input = path.join(dir, 'upload')
    await saveCapped(file.stream(), input, maxBytes)
    const prepared = await prepareImage(input, dir, {
      tooManyPixels: i18n.t('admin.media.errors.tooManyPixels'),
      animated: i18n.t('admin.media.errors.animated'),
      unreadable: i18n.t('admin.media.errors.unreadable'),
    })
    // The row keeps the image's own dimensions; its bytes are the fallback's.
    const { width, height } = prepared
    written = true
    const stored = await storeFromDisk(db, { ...row, id, width, height }, prepared.fallback)
    const stem = row.filename.replace(/\.[^.]*$/, '')
    for (const variant of prepared.variants) {
      const variantId = createId('upload')
      const done = await storeFromDisk(
        db,
        {
          id: variantId,
          filename: `${stem}-${variant.width}w.${variant.format}`,
          originalName: row.originalName,
          mimeType: variantTypes[variant.format],
          variantOf: id,
        },
        variant,
      )
      await db
        .update(uploadedFiles)
        .set({ ...done, completedAt: new Date() })
        .where(eq(uploadedFiles.id, variantId))
    }
    await db
      .update(uploadedFiles)
      .set({ ...stored, completedAt: new Date() })
      .where(eq(uploadedFiles.id, id))
    return id
  } catch (error) {
    if (written) await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id))
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
