/**
 * The content API (public-site §7.3): public reads; writes with a personal
 * API token or an admin session; JSON errors with a `message` (and `errors`
 * by field). It validates with the forms' schemas and calls the same store
 * functions as the admin pages (decision 050).
 */
import { z } from 'zod'
import {
  recordApiTokenUse,
  tokenFromAuthorization,
  type ApiTokenCaller,
} from '~/api-tokens/api-tokens.server'
import { assertSameOrigin, getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { i18n } from '~/i18n'
import { MAX_PDF_BYTES, storeUploadOfAnyKind, UploadError } from '~/uploads/uploads.server'
import { API_BODY_BYTES, RESOURCE_API_BODY_BYTES } from '~/utils/body-limits.server'
import { withoutNulBytes } from '~/utils/http.server'
import {
  checkItem,
  createItem,
  deleteItem,
  getItem,
  isUniqueViolation,
  listItems,
  updateItem,
  WouldDropFieldsError,
  type CollectionStore,
} from './collection.server'
import { storeFor, storeOf } from './hooks.server'
import { contentTypes } from './registry'
import { listTrash, purgeItem, restoreItem } from './trash.server'
import { listVersions, restoreVersion } from './versions.server'
import { createPreviewLink, revokePreviewLink } from './preview.server'
import { getEnv } from '~/utils/env.server'
import { redirectSchema } from '~/redirects/redirects'
import {
  deleteRedirect,
  getRedirect,
  listRedirects,
  REDIRECT_TAKEN,
  RedirectError,
  saveRedirect,
} from '~/redirects/redirects.server'

// The same limits the server enforces before any route runs (decision 034).
const MAX_BODY_BYTES = API_BODY_BYTES
/** A resource's rich text may hold 200,000 characters, as in the form: room for them, escaped. */
const MAX_RESOURCE_BODY_BYTES = RESOURCE_API_BODY_BYTES

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** The answer to a method a route of the API does not take. */
export const methodNotAllowed = (allow: string) =>
  json({ message: 'Method not allowed' }, 405, { Allow: allow })

/** Every content type the API serves, by URL segment: the registry's. */
export const apiStores = contentTypes.map((type) => storeFor(type.slug))

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
    if (!id) return json(await listItems(db(), store, '', options))
    const item = await getItem(db(), store, id, options)
    if (!item) throw new ApiError(404, 'Not found')
    return json(item)
  })
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, 'Send JSON with Content-Type: application/json')
  const text = await readCapped(request, maxBytes)
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? withoutNulBytes(value) : value,
    )
  } catch {
    throw new ApiError(400, 'Malformed JSON')
  }
}

/**
 * Reads the body up to `maxBytes`. A larger one is still drained (up to a
 * hard cap) before the 413, so the client gets the answer instead of a reset.
 */
async function readCapped(request: Request, maxBytes: number): Promise<string> {
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size <= maxBytes) chunks.push(value)
    else if (size > 16 * maxBytes) break
  }
  if (size > maxBytes) {
    await reader.cancel().catch(() => {})
    throw new ApiError(413, 'Request body too large')
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A JSON body as the forms see it: like conform does for a form field, an
 * empty string (or a null) is a value left out, so both get the same messages.
 */
function asFormValues(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value === '' || value === null ? undefined : value,
    ]),
  )
}

/** The form's schema as the API applies it: fields it does not know are refused, not dropped. */
export function apiSchemaOf(store: CollectionStore): z.ZodType {
  const schema = store.definition.schema
  return schema instanceof z.ZodObject ? schema.strict() : schema
}

async function validate(store: CollectionStore, body: unknown, id?: string) {
  const result = apiSchemaOf(store).safeParse(asFormValues(body))
  const errors = result.success
    ? await checkItem(db(), store, result.data, id)
    : fieldErrorsOf(result.error)
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Validation failed', { errors })
  return result.data
}

/** A zod error's messages by field (`_` for the body as a whole). */
function fieldErrorsOf(error: z.ZodError) {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message)
  return errors
}

/** Whether a read comes from staff: a valid API token, or a session. A bad token is refused. */
async function isStaff(request: Request): Promise<boolean> {
  const authorization = request.headers.get('Authorization')
  if (authorization !== null) {
    if (await tokenFromAuthorization(db(), authorization)) return true
    throw new ApiError(
      401,
      'Invalid or revoked API token',
      {},
      { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    )
  }
  return Boolean(await getAdminSession(request))
}

/** Who writes: a personal API token (no origin check: browsers never send one unasked) or a session. */
async function authenticate(request: Request): Promise<{ actor: string; token?: ApiTokenCaller }> {
  const authorization = request.headers.get('Authorization')
  if (authorization !== null) {
    const token = await tokenFromAuthorization(db(), authorization)
    if (!token)
      throw new ApiError(
        401,
        'Invalid or revoked API token',
        {},
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      )
    return { actor: token.id, token }
  }
  // Without a session, say so first: a script without a token learns what it lacks.
  const session = await getAdminSession(request)
  if (!session)
    throw new ApiError(401, 'Authentication required', {}, { 'WWW-Authenticate': 'Bearer' })
  try {
    assertSameOrigin(request)
  } catch {
    throw new ApiError(403, 'Cross-site request refused')
  }
  return { actor: session.tokenHash.slice(0, 12) }
}

/**
 * Runs a write for an authenticated caller; a token's every use (whatever
 * the answer) moves its last use and is audited.
 */
export async function authenticatedWrite(
  request: Request,
  work: (actor: string) => Promise<Response>,
): Promise<Response> {
  let token: ApiTokenCaller | undefined
  let status = 500
  try {
    const response = await handle(async () => {
      const caller = await authenticate(request)
      token = caller.token
      return work(caller.actor)
    })
    status = response.status
    return response
  } finally {
    if (token)
      await recordApiTokenUse(db(), token, {
        method: request.method,
        path: new URL(request.url).pathname,
        status,
      })
  }
}

export async function apiWrite(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return authenticatedWrite(request, async (actor) => {
    const store = storeOf(collection)
    if (!store) throw new ApiError(404, 'Unknown collection')
    const body = () =>
      readJsonBody(
        request,
        store.definition.slug === 'resources' ? MAX_RESOURCE_BODY_BYTES : MAX_BODY_BYTES,
      )
    switch (request.method) {
      case 'POST': {
        if (id) throw new ApiError(405, 'POST to the collection, not to an item')
        const values = await validate(store, await body())
        return json(await createItem(db(), store, values, actor), 201)
      }
      case 'PUT': {
        if (!id) throw new ApiError(405, 'PUT to an item')
        const values = await validate(store, await body(), id)
        // As in the form: stored fields the new values would empty are named, and
        // removed only when the request confirms them (`?confirmDrop=content,pdfUrl`).
        const confirmDropped = (new URL(request.url).searchParams.get('confirmDrop') ?? '').split(
          ',',
        )
        const updated = await updateItem(db(), store, id, values, actor, { confirmDropped })
        if (!updated) throw new ApiError(404, 'Not found')
        return json(updated)
      }
      case 'DELETE': {
        if (!id) throw new ApiError(405, 'DELETE an item')
        const result = await deleteItem(db(), store, id, actor)
        if (result.status === 'not-found') throw new ApiError(404, 'Not found')
        if (result.status === 'blocked') throw new ApiError(409, i18n.t(`${result.reason}Body`))
        return new Response(null, { status: 204 })
      }
      default:
        throw new ApiError(405, 'Method not allowed')
    }
  })
}

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

/** POST /api/{type}/{id}/restore: brings a trashed item back. */
export async function apiRestore(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'POST', collection, async (store, actor) => {
    const restored = await restoreItem(db(), store, id ?? '', actor)
    if (!restored) throw new ApiError(404, 'Not in the trash')
    return json(restored)
  })
}

/** DELETE /api/trash/{type}/{id}: deletes a trashed item for good. */
export async function apiPurge(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return itemEndpoint(request, 'DELETE', collection, async (store, actor) => {
    if (!(await purgeItem(db(), store, id ?? '', actor)))
      throw new ApiError(404, 'Not in the trash')
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

/** POST /api/{type}/{id}/versions/{versionId}/restore: a new save with that version's values. */
export async function apiRestoreVersion(
  request: Request,
  params: { collection?: string; id?: string; versionId?: string },
) {
  return itemEndpoint(request, 'POST', params.collection, async (store, actor) => {
    const restored = await restoreVersion(
      db(),
      store,
      params.id ?? '',
      params.versionId ?? '',
      actor,
    )
    if (!restored) throw new ApiError(404, 'No such version of this item')
    return json(restored)
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

/**
 * `/api/redirects[/{id}]` (decision 065), staff only: GET lists them (or one),
 * POST adds `{ from, to }`, PUT changes one, DELETE removes it.
 */
export async function apiRedirects(request: Request, id: string | undefined) {
  return authenticatedWrite(request, async (actor) => {
    const allow = id ? 'GET, PUT, DELETE' : 'GET, POST'
    if (!allow.split(', ').includes(request.method))
      throw new ApiError(405, 'Method not allowed', {}, { Allow: allow })
    if (request.method === 'GET') {
      if (!id) return json(await listRedirects(db()))
      const found = await getRedirect(db(), id)
      if (!found) throw new ApiError(404, 'No such redirect')
      return json(found)
    }
    if (request.method === 'DELETE') {
      if (!(await deleteRedirect(db(), id!, actor))) throw new ApiError(404, 'No such redirect')
      return new Response(null, { status: 204 })
    }
    const result = redirectSchema
      .strict()
      .safeParse(asFormValues(await readJsonBody(request, MAX_BODY_BYTES)))
    if (!result.success)
      throw new ApiError(422, 'Validation failed', { errors: fieldErrorsOf(result.error) })
    try {
      const saved = await saveRedirect(db(), result.data, actor, id)
      if (!saved) throw new ApiError(404, 'No such redirect')
      return json(saved, id ? 200 : 201)
    } catch (error) {
      if (error instanceof RedirectError)
        throw new ApiError(422, 'Validation failed', { errors: { [error.field]: [error.message] } })
      if (isUniqueViolation(error))
        throw new ApiError(422, 'Validation failed', { errors: { from: [REDIRECT_TAKEN] } })
      throw error
    }
  })
}

/** One file and its multipart framing: the largest file the forms take, a PDF. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PDF_BYTES + 64 * 1024

/** A refused body is still read (and dropped) up to this, so the client gets the answer, not a reset. */
const DRAIN_CAP_BYTES = 3 * MAX_UPLOAD_BODY_BYTES

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, size: number) {
  while (size <= DRAIN_CAP_BYTES) {
    const { done, value } = await reader.read()
    if (done) return
    size += value.byteLength
  }
  await reader.cancel().catch(() => {})
}

/**
 * The multipart body, counted while it streams: past the limit the parser
 * fails and the rest is dropped unread, so no body larger than the limit is
 * ever held, whether or not it declared its length.
 */
async function readMultipartCapped(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? ''))
    throw new ApiError(415, 'Send the file as multipart/form-data')
  const tooLarge = () => new ApiError(413, i18n.t('admin.resources.pdfFile.size'))
  const reader = request.body?.getReader()
  if (!reader) throw new ApiError(400, 'The request body is not a multipart form')
  let size = 0
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_UPLOAD_BODY_BYTES) {
    await discardRest(reader, size)
    throw tooLarge()
  }
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size > MAX_UPLOAD_BODY_BYTES) controller.error(tooLarge())
      else controller.enqueue(value)
    },
  })
  try {
    return await new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: counted,
      duplex: 'half',
    } as RequestInit).formData()
  } catch {
    if (size <= MAX_UPLOAD_BODY_BYTES)
      throw new ApiError(400, 'The request body is not a multipart form')
    await discardRest(reader, size)
    throw tooLarge()
  }
}

/** POST /api/uploads: one file (field `file`), a PDF or an image proved by its content. */
export async function apiUpload(request: Request) {
  return authenticatedWrite(request, async () => {
    if (request.method !== 'POST')
      throw new ApiError(405, 'Method not allowed', {}, { Allow: 'POST' })
    const file = (await readMultipartCapped(request)).get('file')
    const invalid = (message: string) =>
      new ApiError(422, 'Validation failed', { errors: { file: [message] } })
    if (!(file instanceof File) || file.size === 0) throw invalid(i18n.t('admin.api.fileRequired'))
    try {
      const path = await storeUploadOfAnyKind(db(), file, {
        type: i18n.t('admin.api.uploadType'),
        pdf: {
          type: i18n.t('admin.resources.pdfFile.type'),
          size: i18n.t('admin.resources.pdfFile.size'),
        },
        image: {
          type: i18n.t('admin.resources.imageFile.type'),
          size: i18n.t('admin.resources.imageFile.size'),
        },
      })
      return json({ path }, 201, { Location: path })
    } catch (error) {
      if (error instanceof UploadError) throw invalid(error.message)
      throw error
    }
  })
}

async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError)
      return json({ message: error.message, ...error.extra }, error.status, error.headers)
    if (isUniqueViolation(error))
      return json({ message: 'An item with these values already exists' }, 409)
    if (error instanceof WouldDropFieldsError)
      return json({ message: error.message, fields: error.fields }, 409)
    throw error
  }
}
