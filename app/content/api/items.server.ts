/**
 * `/api/{collection}[/{id}]`: public reads (staff also see drafts), and
 * writes through the one save (`saveItem`): POST creates (a draft unless a
 * status is given), PUT replaces, PATCH merges, DELETE trashes. PUT and
 * PATCH honour `If-Match` with the item's ETag (412 when it changed).
 */
import { type z } from 'zod'
import { db } from '~/db/db.server'
import { API_BODY_BYTES, RESOURCE_API_BODY_BYTES } from '~/utils/body-limits.server'
import type { Row } from '../collection'
import { deleteItem, getItem, listItems, type CollectionStore } from '../collection.server'
import { storeFor, storeOf } from '../hooks.server'
import { contentTypes } from '../registry'
import { etagOf, saveItem, schemaOf } from '../save.server'
import { authenticatedWrite, isStaff } from './auth.server'
import { localeReadOf, localiseItems } from './translations.server'
import {
  answerSave,
  ApiError,
  asFormValues,
  blockedMessage,
  handle,
  json,
  readJsonBody,
} from './http.server'
import { mergePatch, representationOf, withoutServerFields } from './round-trip.server'

/** Every content type the API serves, by URL segment: the registry's. */
export const apiStores = contentTypes.map((type) => storeFor(type.slug))

/** The form's schema as the API applies it: fields it does not know are refused, not dropped. */
export const apiSchemaOf = (store: CollectionStore): z.ZodType => schemaOf(store, true)

/** What a script expects of a create that names no status: a draft, as Payload makes one. */
export const API_DEFAULT_STATUS = 'draft'

/**
 * Reads: anyone gets what is public now; a caller with an API token or a
 * session also gets drafts and items scheduled for later (decision 061).
 */
export async function apiGet(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return handle(async () => {
    const store = storeOf(collection)
    if (!store) throw new ApiError(404, 'Unknown collection')
    const options = { live: !(await isStaff(request)) }
    // `?locale=fr[&fallback=false]`: each item in that language, or in English (decision 129).
    const read = localeReadOf(request)
    const inLanguage = (rows: Row[]) =>
      read ? localiseItems(db(), store.definition.slug, rows, read, options.live) : rows
    if (!id)
      return json(await inLanguage(await listItems(db(), store, '', { ...options, plain: true })))
    const item = await getItem(db(), store, id, options)
    if (!item) throw new ApiError(404, 'Not found')
    const [shown] = await inLanguage([item])
    if (!shown) throw new ApiError(404, 'Not translated into this language')
    return json(shown, 200, { ETag: etagOf(item) })
  })
}

const bodyLimit = (store: CollectionStore) =>
  store.definition.slug === 'resources' ? RESOURCE_API_BODY_BYTES : API_BODY_BYTES

export async function apiWrite(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return authenticatedWrite(request, async (actor) => {
    const store = storeOf(collection)
    if (!store) throw new ApiError(404, 'Unknown collection')
    const body = () => readJsonBody(request, bodyLimit(store))
    const ifMatch = request.headers.get('If-Match')
    // As in the form: stored fields the new values would empty are named, and
    // removed only when the request confirms them (`?confirmDrop=content,pdfUrl`).
    const confirmDropped = (new URL(request.url).searchParams.get('confirmDrop') ?? '').split(',')
    const save = (values: unknown, current: Row | null) =>
      saveItem(db(), store, {
        id,
        values: asFormValues(withoutServerFields(store, values, current)),
        actor,
        strict: true,
        ifMatch,
        confirmDropped,
      })
    switch (request.method) {
      case 'POST': {
        if (id) throw new ApiError(405, 'POST to the collection, not to an item')
        const given = await body()
        const values =
          typeof given === 'object' &&
          given !== null &&
          !Array.isArray(given) &&
          !('status' in given)
            ? { ...given, status: API_DEFAULT_STATUS }
            : given
        return answerSave(await save(values, null))
      }
      case 'PUT':
      case 'PATCH': {
        if (!id) throw new ApiError(405, `${request.method} to an item`)
        const current = await getItem(db(), store, id)
        if (!current) throw new ApiError(404, 'Not found')
        const given = await body()
        const values =
          request.method === 'PATCH' ? mergePatch(representationOf(current), given) : given
        return answerSave(await save(values, current))
      }
      case 'DELETE': {
        if (!id) throw new ApiError(405, 'DELETE an item')
        const result = await deleteItem(db(), store, id, actor)
        if (result.status === 'not-found') throw new ApiError(404, 'Not found')
        if (result.status === 'blocked') throw new ApiError(409, blockedMessage(result.reason))
        return new Response(null, { status: 204 })
      }
      default:
        throw new ApiError(405, 'Method not allowed')
    }
  })
}
