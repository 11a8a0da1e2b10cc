/**
 * What a public page needs to show a library image (decision 109): its
 * AVIF and WebP `srcset`s, its fallback, dimensions, alt text and focal point.
 * An image whose alt text is empty and that is not marked decorative is not
 * shown on a public page: the caller falls back to what it showed before
 * (a resource's generated cover).
 */
import { and, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { uploadedFiles } from '~/db/schema'
import type { LibraryPicture } from '~/components/media-library/library-picture'

const UPLOAD_PATH = /^\/uploads\/([\w.-]+)$/

/** The pictures of the library images among `urls`, by URL; other URLs are left out. */
export async function picturesFor(
  db: Queryable,
  urls: Array<string | null | undefined>,
): Promise<Map<string, LibraryPicture>> {
  const filenames = [
    ...new Set(urls.map((url) => UPLOAD_PATH.exec(url ?? '')?.[1]).filter(Boolean)),
  ] as string[]
  const pictures = new Map<string, LibraryPicture>()
  if (filenames.length === 0) return pictures
  const images = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.filename, filenames),
        isNull(uploadedFiles.variantOf),
        isNotNull(uploadedFiles.completedAt),
        isNotNull(uploadedFiles.width),
      ),
    )
  if (images.length === 0) return pictures
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
          images.map((image) => image.id),
        ),
        isNotNull(uploadedFiles.completedAt),
      ),
    )
  for (const image of images) {
    if (!image.alt.trim() && !image.decorative) continue
    const own = variants
      .filter((variant) => variant.variantOf === image.id)
      .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
    const srcSet = (type: string) =>
      own
        .filter((variant) => variant.mimeType === type)
        .map((variant) => `/uploads/${variant.filename} ${variant.width}w`)
        .join(', ')
    pictures.set(`/uploads/${image.filename}`, {
      src: `/uploads/${image.filename}`,
      width: image.width!,
      height: image.height!,
      alt: image.decorative ? '' : image.alt,
      focalPoint: { x: image.focalX, y: image.focalY },
      sources: (['image/avif', 'image/webp'] as const)
        .map((type) => ({ type, srcSet: srcSet(type) }))
        .filter((source) => source.srcSet),
    })
  }
  return pictures
}
