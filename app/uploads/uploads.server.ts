/**
 * Uploaded files, kept in the database (decision 004) in chunks (decision 084)
 * and served under /uploads/{filename} (app/uploads/serve.server.ts). The type is decided by the file's first bytes, never
 * by its name or the browser's claim; a name is never reused, so a file once
 * served never changes and can be cached for a year.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, lt, not, or } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import { withoutNulBytes } from '~/utils/http.server'
import { createId } from '~/utils/ids'
import { TooLargeWhileStreaming, writeChunks } from './chunks.server'
import { isReferenced } from './references.server'
import { ImageRefused } from '~/media/derivatives.server'
import { storeImage } from '~/media/store-image.server'

const signatures: Array<{
  type: string
  extension: string
  matches: (bytes: Uint8Array) => boolean
}> = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
  {
    // WebVTT: the signature line, after an optional byte-order mark.
    type: 'text/vtt',
    extension: 'vtt',
    matches: (b) => /^(\uFEFF)?WEBVTT($|[ \t\r\n])/.test(new TextDecoder().decode(b)),
  },
  {
    type: 'application/pdf',
    extension: 'pdf',
    matches: (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-',
  },
]

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** Compliance documents and white papers: large enough for a scanned certificate. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024

/** A video's captions: text, a few hundred kilobytes for a long film. */
export const MAX_CAPTION_BYTES = 512 * 1024

export class UploadError extends Error {}

export interface UploadRules {
  types: readonly string[]
  maxBytes: number
  typeMessage: string
  sizeMessage: string
}

/** The kinds of file the forms and the media library take (decision 018), by the content's MIME type. */
export const uploadKinds = {
  pdf: { types: ['application/pdf'], maxBytes: MAX_PDF_BYTES },
  image: { types: IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES },
  caption: { types: ['text/vtt'], maxBytes: MAX_CAPTION_BYTES },
} as const

/** The MIME type and extension the content itself proves, if it is one we know. */
export function sniffType(bytes: Uint8Array) {
  return signatures.find((signature) => signature.matches(bytes)) ?? null
}

/** A URL-safe base name from the original file name. */
function baseName(original: string) {
  const stem = original.replace(/\.[^.]*$/, '').toLowerCase()
  return (
    stem
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  )
}

/**
 * Stores `file` and answers its public path. The bytes go in chunk by chunk
 * (never the whole file in memory or in one statement); the row is marked
 * complete only once all are in, so a half-written upload is never served,
 * and one left by a crash is swept (sweepUnreferencedUploads).
 */
export async function storeUpload(
  db: Queryable,
  file: File,
  rules: UploadRules,
  library: LibraryOptions = {},
): Promise<string> {
  return `/uploads/${(await storeUploadedFile(db, file, rules, library)).filename}`
}

/** Who put a file into the media library, and whether on purpose (decision 107). */
export interface LibraryOptions {
  uploadedBy?: string
  inLibrary?: boolean
}

/** storeUpload's work, answering the new row's id and name. An image goes through sharp first (decision 107). */
export async function storeUploadedFile(
  db: Queryable,
  file: File,
  rules: UploadRules,
  library: LibraryOptions = {},
): Promise<{ id: string; filename: string }> {
  if (file.size > rules.maxBytes) throw new UploadError(rules.sizeMessage)
  const sniffed = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!sniffed || !rules.types.includes(sniffed.type)) throw new UploadError(rules.typeMessage)
  const filename = `${baseName(file.name)}-${randomBytes(4).toString('hex')}.${sniffed.extension}`
  const row = {
    filename,
    originalName: withoutNulBytes(file.name).slice(0, 255),
    mimeType: sniffed.type,
    ...library,
  }
  if ((IMAGE_TYPES as readonly string[]).includes(sniffed.type))
    try {
      return { id: await storeImage(db, file, row, rules.maxBytes), filename }
    } catch (error) {
      if (error instanceof TooLargeWhileStreaming) throw new UploadError(rules.sizeMessage)
      if (error instanceof ImageRefused) throw new UploadError(error.message)
      throw error
    }
  const id = createId('upload')
  await db.insert(uploadedFiles).values({ id, ...row, size: file.size, sha256: '' })
  try {
    const { size, sha256 } = await writeChunks(db, id, file.stream(), rules.maxBytes)
    await db
      .update(uploadedFiles)
      .set({ size, sha256, completedAt: new Date() })
      .where(eq(uploadedFiles.id, id))
  } catch (error) {
    await db.delete(uploadedFiles).where(eq(uploadedFiles.id, id))
    if (error instanceof TooLargeWhileStreaming) throw new UploadError(rules.sizeMessage)
    throw error
  }
  return { id, filename }
}

/**
 * For the API, where no form field says what is expected: the content decides
 * the kind, and the kind brings its form's limit (a PDF 20 MB, an image 2 MB).
 */
export async function storeUploadOfAnyKind(
  db: Queryable,
  file: File,
  library: LibraryOptions,
  messages: Record<keyof typeof uploadKinds, { type: string; size: string }> & { type: string },
): Promise<{ id: string; filename: string }> {
  const sniffed = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  const kind = (Object.keys(uploadKinds) as Array<keyof typeof uploadKinds>).find((name) =>
    (uploadKinds[name].types as readonly string[]).includes(sniffed?.type ?? ''),
  )
  if (!kind) throw new UploadError(messages.type)
  return storeUploadedFile(
    db,
    file,
    {
      ...uploadKinds[kind],
      typeMessage: messages[kind].type,
      sizeMessage: messages[kind].size,
    },
    library,
  )
}

/**
 * After an item is deleted for good (the trash, decision 062): removes at once
 * the uploads its values linked to that no other row links to. Returns their names.
 */
export async function deleteUploadsOnlyUsedBy(
  db: Queryable,
  values: Record<string, unknown>,
): Promise<string[]> {
  const names = new Set<string>()
  for (const value of Object.values(values))
    if (typeof value === 'string')
      for (const match of value.matchAll(/\/uploads\/([\w.-]+)/g)) names.add(match[1]!)
  if (names.size === 0) return []
  const deleted = await db
    .delete(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.filename, [...names]),
        not(uploadedFiles.inLibrary),
        not(isReferenced(uploadedFiles.filename)),
      ),
    )
    .returning({ filename: uploadedFiles.filename })
  return deleted.map((row) => row.filename)
}

/** How long an upload nothing links to yet is kept: a form sent back for a mistake keeps its file. */
export const UNREFERENCED_GRACE_MS = 60 * 60_000

/**
 * Deletes the uploads nothing links to that are older than the grace period:
 * a deleted resource's PDF, a file uploaded with a form that was then
 * abandoned or failed, an upload a crash left half-written (its chunks go
 * with it). Idempotent, so several app servers may run it at once.
 */
export async function sweepUnreferencedUploads(
  db: Queryable,
  now = new Date(),
  graceMs = UNREFERENCED_GRACE_MS,
): Promise<string[]> {
  const swept = await db
    .delete(uploadedFiles)
    .where(
      and(
        lt(uploadedFiles.createdAt, new Date(now.getTime() - graceMs)),
        or(
          isNull(uploadedFiles.completedAt),
          // A variant goes with its image; an item put into the library on purpose stays there.
          and(
            isNull(uploadedFiles.variantOf),
            not(uploadedFiles.inLibrary),
            not(isReferenced(uploadedFiles.filename)),
          ),
        ),
      ),
    )
    .returning({ filename: uploadedFiles.filename })
  return swept.map((row) => row.filename)
}
