/**
 * Replacing a library image in place (decision 123). The new file is made
 * exactly like an upload (a stripped fallback and fresh AVIF/WebP variants,
 * decision 107) into a row of its own; then, in one transaction, the item
 * takes its bytes and variants and the temporary row goes. The item keeps its
 * id, its /uploads/ address, alt text, focal point and uses, so every page
 * that shows it follows: pages keep only the address and look the variants up
 * when they render. The variants get new names, so no cache holds an old one
 * under a new page; the fallback's address is the same, and its ETag (the
 * content hash) changes, so a cache revalidating it gets the new bytes. A file
 * of another type (a PNG for a JPEG) moves the address to its own extension,
 * the old one redirecting to it (`image-address.server.ts`, decision 146).
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { uploadedFileChunks, uploadedFiles } from '~/db/schema'
import { i18n } from '~/i18n'
import { storeUploadedFile, uploadKinds, UploadError } from '~/uploads/uploads.server'
import { addressFor, extensionOf, moveImageAddress } from './image-address.server'

/**
 * Replaces the file of image `id` with `file`. Answers false when there is no
 * such image; throws UploadError (with its message) for a file that is not an
 * image it accepts.
 */
export async function replaceImage(db: Database, id: string, file: File): Promise<boolean> {
  const [current] = await db
    .select({
      id: uploadedFiles.id,
      filename: uploadedFiles.filename,
      mimeType: uploadedFiles.mimeType,
    })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, id),
        isNull(uploadedFiles.variantOf),
        isNotNull(uploadedFiles.completedAt),
      ),
    )
  if (!current?.mimeType.startsWith('image/')) return false
  const made = await storeUploadedFile(db, file, {
    ...uploadKinds.image,
    typeMessage: i18n.t('admin.media.replaceType'),
    sizeMessage: i18n.t('admin.media.replaceSize'),
  })
  await db.transaction(async (tx) => {
    const [fresh] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, made.id))
    if (!fresh) throw new UploadError(i18n.t('admin.media.notReplaced'))
    // The old variants go with their chunks (on delete cascade); the new ones become the item's.
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.variantOf, id))
    await tx.delete(uploadedFileChunks).where(eq(uploadedFileChunks.fileId, id))
    await tx
      .update(uploadedFileChunks)
      .set({ fileId: id })
      .where(eq(uploadedFileChunks.fileId, made.id))
    await tx
      .update(uploadedFiles)
      .set({ variantOf: id })
      .where(eq(uploadedFiles.variantOf, made.id))
    await tx
      .update(uploadedFiles)
      .set({
        mimeType: fresh.mimeType,
        size: fresh.size,
        sha256: fresh.sha256,
        width: fresh.width,
        height: fresh.height,
        completedAt: new Date(),
      })
      .where(eq(uploadedFiles.id, id))
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, made.id))
    // A file of another type takes an address with its own extension (decision 146).
    const to = addressFor(current.filename, extensionOf(made.filename))
    if (to !== current.filename)
      await moveImageAddress(tx, id, { from: current.filename, to, fallback: made.filename })
  })
  return true
}
