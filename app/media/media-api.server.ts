/**
 * The media library over HTTP (decision 108): `GET /api/media` lists it (staff
 * only: it names drafts' files), `GET /api/media/{id}` shows one item and
 * `PATCH /api/media/{id}` sets its alt text, caption, decorative flag and
 * focal point; `DELETE /api/media/{id}` deletes it for good unless content uses
 * it (decision 123). `POST /api/uploads` answers the same item.
 */
import {
  ApiError,
  authenticatedWrite,
  fieldErrorsOf,
  json,
  readJsonBody,
} from '~/content/api.server'
import { db } from '~/db/db.server'
import { API_BODY_BYTES } from '~/utils/body-limits.server'
import { deleteMedia } from './delete-media.server'
import { listMedia, mediaItem, updateMedia } from './library.server'
import { mediaKinds, mediaUpdateSchema, type MediaKind } from './media-schema'

/** GET /api/media?q=…&kind=image|pdf|caption|video */
export function apiMediaList(request: Request) {
  return authenticatedWrite(request, async () => {
    if (request.method !== 'GET')
      throw new ApiError(405, 'Method not allowed', {}, { Allow: 'GET' })
    const query = new URL(request.url).searchParams
    const kind = query.get('kind')
    if (kind && !mediaKinds.includes(kind as MediaKind))
      throw new ApiError(400, `kind is one of ${mediaKinds.join(', ')}`)
    return json(
      await listMedia(db(), {
        search: query.get('q')?.trim() || undefined,
        kind: (kind as MediaKind | null) ?? undefined,
      }),
    )
  })
}

/** GET or PATCH /api/media/{id} */
export function apiMediaItem(request: Request, id: string) {
  return authenticatedWrite(request, async () => {
    if (request.method === 'GET') {
      const item = await mediaItem(db(), id)
      if (!item) throw new ApiError(404, 'Not found')
      return json(item)
    }
    if (request.method === 'DELETE') return deleteAnswer(id)
    if (request.method !== 'PATCH')
      throw new ApiError(405, 'Method not allowed', {}, { Allow: 'GET, PATCH, DELETE' })
    const parsed = mediaUpdateSchema.safeParse(await readJsonBody(request, API_BODY_BYTES))
    if (!parsed.success)
      throw new ApiError(422, 'Validation failed', { errors: fieldErrorsOf(parsed.error) })
    const item = await updateMedia(db(), id, parsed.data)
    if (!item) throw new ApiError(404, 'Not found')
    return json(item)
  })
}

/** DELETE /api/media/{id}: for good, and refused (409, naming each use) while content uses it. */
async function deleteAnswer(id: string) {
  const deletion = await deleteMedia(db(), id)
  if (deletion.outcome === 'missing') throw new ApiError(404, 'Not found')
  if (deletion.outcome === 'used')
    throw new ApiError(409, deletion.message, { usedBy: deletion.usedBy })
  return new Response(null, { status: 204 })
}
