/**
 * The lifecycle endpoints of the content API, staff only: the trash
 * (decision 062), versions (063) and preview links (064). Restores go
 * through the one save, so they answer its refusals (409, 412, 422).
 */
import { db } from '~/db/db.server'
import { getEnv } from '~/utils/env.server'
import { getItem, type CollectionStore } from '../collection.server'
import { storeOf } from '../hooks.server'
import { createPreviewLink, revokePreviewLink } from '../preview.server'
import {
  listTrash,
  PURGE_BLOCKED,
  isReferenceViolation,
  purgeItem,
  restoreItem,
} from '../trash.server'
import { listVersions, restoreVersion } from '../versions.server'
import { authenticatedWrite } from './auth.server'
import { answerSave, ApiError, json } from './http.server'

/** An endpoint of one method on an item of a known type, for staff. */
function itemEndpoint(
  request: Request,
  method: string,
  collection: string | undefined,
  work: (store: CollectionStore, actor: string) => Promise<Response>,
) {
  return authenticatedWrite(request, async (actor) => {
    if (request.method !== method)
      throw new ApiError(405, 'Method not allowed', {}, { Allow: method })
    const store = storeOf(collection)
    if (!store) throw new ApiError(404, 'Unknown collection')
    return work(store, actor)
  })
}

/** GET /api/trash: every trashed item (staff only; decision 062). */
export async function apiTrashList(request: Request) {
  return authenticatedWrite(request, async () => {
    if (request.method !== 'GET')
      throw new ApiError(405, 'Method not allowed', {}, { Allow: 'GET' })
    const items = await listTrash(db())
    return json(items.map((item) => ({ ...item, deletedAt: item.deletedAt.toISOString() })))
  })
}

/** POST /api/{type}/{id}/restore: brings a trashed item back, if it still passes the save's rules. */
export async function apiRestore(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'POST', collection, async (store, actor) =>
    answerSave(await restoreItem(db(), store, id ?? '', actor), true),
  )
}

/** DELETE /api/trash/{type}/{id}: deletes a trashed item for good. */
export async function apiPurge(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'DELETE', collection, async (store, actor) => {
    try {
      if (!(await purgeItem(db(), store, id ?? '', actor)))
        throw new ApiError(404, 'Not in the trash')
    } catch (error) {
      if (isReferenceViolation(error)) throw new ApiError(409, PURGE_BLOCKED)
      throw error
    }
    return new Response(null, { status: 204 })
  })
}

/** GET /api/{type}/{id}/versions: the item's versions, newest first (staff only). */
export async function apiVersions(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'GET', collection, async (store) => {
    if (!(await getItem(db(), store, id ?? ''))) throw new ApiError(404, 'Not found')
    return json(await listVersions(db(), store, id!))
  })
}

/** POST /api/{type}/{id}/versions/{versionId}/restore: a new save with that version's content. */
export async function apiRestoreVersion(
  request: Request,
  params: { collection?: string; id?: string; versionId?: string },
) {
  return itemEndpoint(request, 'POST', params.collection, async (store, actor) => {
    const result = await restoreVersion(
      db(),
      store,
      params.id ?? '',
      params.versionId ?? '',
      actor,
      { ifMatch: request.headers.get('If-Match') },
    )
    return answerSave(result, true)
  })
}

/** POST /api/{type}/{id}/preview-links: `{ id, url, expiresAt }` (staff only; decision 064). */
export async function apiCreatePreviewLink(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'POST', collection, async (store, actor) => {
    if (!(await getItem(db(), store, id ?? ''))) throw new ApiError(404, 'Not found')
    const link = await createPreviewLink(db(), store, id!, actor)
    return json({ ...link, url: new URL(link.url, getEnv().publicOrigin).toString() }, 201)
  })
}

/** DELETE /api/{type}/{id}/preview-links/{linkId}: the link stops working. */
export async function apiRevokePreviewLink(
  request: Request,
  params: { collection?: string; id?: string; linkId?: string },
) {
  return itemEndpoint(request, 'DELETE', params.collection, async (store, actor) => {
    const revoked = await revokePreviewLink(
      db(),
      store,
      params.id ?? '',
      params.linkId ?? '',
      actor,
    )
    if (!revoked) throw new ApiError(404, 'No such preview link')
    return new Response(null, { status: 204 })
  })
}
