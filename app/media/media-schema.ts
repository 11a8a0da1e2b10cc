/**
 * What an editor may change about a library item (decision 108), for the
 * back office's form and for `PATCH /api/media/{id}` alike.
 */
import { z } from 'zod'
import { BROKEN_CHARACTER, isWellFormed } from '~/content/fields'

const text = (max: number) =>
  z.string().trim().max(max).refine(isWellFormed, { message: BROKEN_CHARACTER })

/** A fraction of the width or height, from the top left corner. */
const fraction = z.number().min(0).max(1)

export const mediaUpdateSchema = z
  .object({
    alt: text(500).optional(),
    decorative: z.boolean().optional(),
    caption: text(1000).optional(),
    focalPoint: z.object({ x: fraction, y: fraction }).strict().optional(),
  })
  .strict()

export type MediaUpdate = z.infer<typeof mediaUpdateSchema>

export const mediaKinds = ['image', 'pdf', 'caption', 'video'] as const
export type MediaKind = (typeof mediaKinds)[number]

/** A library item's kind, from the type its content proved on upload. */
export function kindOf(mimeType: string): MediaKind {
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('video/')) return 'video'
  if (mimeType === 'text/vtt') return 'caption'
  return 'pdf'
}
