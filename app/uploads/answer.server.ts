/**
 * Who may see an upload (decision 084), and the answer for them. A file is
 * public while published content links to it; a live preview link opens the
 * files its item links to; an administrator sees every complete file. Nobody
 * else learns that a file exists: 404.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Queryable } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import { resolvePreview } from '~/content/preview.server'
import { storeOf } from '~/content/hooks.server'
import { aliasTarget } from '~/media/image-address.server'
import { logNotFound } from '~/utils/http.server'
import { diskCopyOf } from './disk-copy.server'
import { previewTokensOf } from './preview-cookie.server'
import { findPublishedOnce } from './published-files.server'
import { isPublished, isUsedByItem } from './references.server'
import { uploadAnswer, type UploadAnswer } from './serve.server'

/** A complete upload's row (never its bytes) and whether published content links to it. */
export async function findUpload(db: Queryable, filename: string) {
  // An image's variant (decision 107) is shown to whoever may see the image it was made from.
  const image = alias(uploadedFiles, 'image')
  const owner = sql<string>`coalesce(${image.filename}, ${uploadedFiles.filename})`
  const [file] = await db
    .select({
      id: uploadedFiles.id,
      filename: uploadedFiles.filename,
      mimeType: uploadedFiles.mimeType,
      size: uploadedFiles.size,
      sha256: uploadedFiles.sha256,
      owner,
      published: sql<boolean>`${isPublished(owner)}`,
    })
    .from(uploadedFiles)
    .leftJoin(image, eq(image.id, uploadedFiles.variantOf))
    .where(and(eq(uploadedFiles.filename, filename), isNotNull(uploadedFiles.completedAt)))
  return file ?? null
}

/** Whether one of the request's live preview links shows an item that links to the file. */
async function openedByPreview(db: Queryable, request: Request, filename: string) {
  for (const token of previewTokensOf(request)) {
    const link = await resolvePreview(db, token)
    const table = link && storeOf(link.entityType)?.definition.table
    if (!link || !table) continue
    const used = await db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.filename, filename),
          isUsedByItem(uploadedFiles.filename, table, link.entityId),
        ),
      )
    if (used.length > 0) return true
  }
  return false
}

export async function answerUpload(
  db: Queryable,
  request: Request,
  filename: string,
  options: { cacheDir: string; isAdministrator: () => Promise<boolean> },
): Promise<UploadAnswer> {
  const file = await findPublishedOnce(db, filename, findUpload)
  const visible =
    file &&
    (file.published ||
      (await openedByPreview(db, request, file.owner)) ||
      (await options.isAdministrator()))
  if (!file) {
    // A library image's former address (decision 146): a permanent redirect to its current one,
    // which then answers by the same rules (a 404 for who may not see it).
    const target = await aliasTarget(db, filename)
    if (target)
      return {
        status: 301,
        headers: new Headers({
          Location: `/uploads/${encodeURIComponent(target)}`,
          'Cache-Control': 'no-cache',
        }),
        body: '',
      }
  }
  if (!file || !visible) {
    logNotFound(request)
    return {
      status: 404,
      headers: new Headers({ 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }),
      body: 'Not found\n',
    }
  }
  return uploadAnswer(request, file, {
    shared: file.published,
    diskCopy: () => diskCopyOf(db, file, options.cacheDir),
  })
}
