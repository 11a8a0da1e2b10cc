/**
 * The media library (decision 108): every upload that is not an image's
 * variant, with what editors say about it (alt text, focal point, caption) and
 * where it is used, computed from the content that links to it: the same
 * columns that decide whether a file is public (app/uploads/references.server.ts).
 */
import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { containsPattern } from '~/db/like'
import { uploadedFiles } from '~/db/schema'
import { usedByOf, type UsedBy } from './used-by.server'
import { kindOf, type MediaKind, type MediaUpdate } from './media-schema'

export type { UsedBy }

export interface MediaVariant {
  format: string
  width: number
  url: string
}

export interface MediaItem {
  id: string
  kind: MediaKind
  name: string
  filename: string
  url: string
  mimeType: string
  size: number
  width: number | null
  height: number | null
  alt: string
  decorative: boolean
  caption: string
  focalPoint: { x: number; y: number }
  uploadedBy: string | null
  uploadedAt: string
  usedBy: UsedBy[]
  variants: MediaVariant[]
}

/** Which MIME types make each kind. */
const ofKind: Record<MediaKind, (column: AnyColumn) => SQL> = {
  image: (column) => ilike(column, 'image/%'),
  video: (column) => ilike(column, 'video/%'),
  caption: (column) => eq(column, 'text/vtt'),
  pdf: (column) => eq(column, 'application/pdf'),
}

export interface MediaFilter {
  search?: string
  kind?: MediaKind
  ids?: string[]
}

/** The library's items, newest first, matching `filter` (a search looks at the name, alt text and caption). */
export async function listMedia(db: Queryable, filter: MediaFilter = {}): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        isNull(uploadedFiles.variantOf),
        isNotNull(uploadedFiles.completedAt),
        filter.ids ? inArray(uploadedFiles.id, filter.ids) : undefined,
        filter.kind ? ofKind[filter.kind](uploadedFiles.mimeType) : undefined,
        filter.search
          ? or(
              ...[
                uploadedFiles.originalName,
                uploadedFiles.filename,
                uploadedFiles.alt,
                uploadedFiles.caption,
              ].map((column) => ilike(column, containsPattern(filter.search!))),
            )
          : undefined,
      ),
    )
    .orderBy(desc(uploadedFiles.createdAt), desc(uploadedFiles.id))
  if (rows.length === 0) return []
  const variants = await db
    .select({
      variantOf: uploadedFiles.variantOf,
      filename: uploadedFiles.filename,
      mimeType: uploadedFiles.mimeType,
      width: uploadedFiles.width,
    })
    .from(uploadedFiles)
    .where(
      and(
        inArray(
          uploadedFiles.variantOf,
          rows.map((row) => row.id),
        ),
        isNotNull(uploadedFiles.completedAt),
      ),
    )
  const usedBy = await usedByOf(
    db,
    rows.map((row) => row.filename),
  )
  return rows.map((row) => ({
    id: row.id,
    kind: kindOf(row.mimeType),
    name: row.originalName,
    filename: row.filename,
    url: `/uploads/${row.filename}`,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    caption: row.caption,
    focalPoint: { x: row.focalX, y: row.focalY },
    uploadedBy: row.uploadedBy,
    uploadedAt: row.createdAt.toISOString(),
    usedBy: usedBy.get(row.filename) ?? [],
    variants: variants
      .filter((variant) => variant.variantOf === row.id)
      .map((variant) => ({
        format: variant.mimeType.replace('image/', ''),
        width: variant.width ?? 0,
        url: `/uploads/${variant.filename}`,
      }))
      .sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width),
  }))
}

export async function mediaItem(db: Queryable, id: string): Promise<MediaItem | null> {
  return (await listMedia(db, { ids: [id] }))[0] ?? null
}

/** Sets what an editor says about item `id`; answers the item, or null when there is none. */
export async function updateMedia(db: Queryable, id: string, update: MediaUpdate) {
  const { focalPoint, ...rest } = update
  const values = { ...rest, ...(focalPoint ? { focalX: focalPoint.x, focalY: focalPoint.y } : {}) }
  if (Object.keys(values).length === 0) return mediaItem(db, id)
  const changed = await db
    .update(uploadedFiles)
    .set(values)
    .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.variantOf)))
    .returning({ id: uploadedFiles.id })
  return changed.length > 0 ? mediaItem(db, id) : null
}
