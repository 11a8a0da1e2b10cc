/**
 * The content API (public-site §7.3): public reads, admin-only writes, JSON
 * errors with a `message`. It calls the same store functions as the admin pages.
 */
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { assertSameOrigin, getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { resources } from '~/db/schema'
import { i18n } from '~/i18n'
import { withoutNulBytes } from '~/utils/http.server'
import {
  createItem,
  deleteItem,
  getItem,
  isUniqueViolation,
  listItems,
  updateItem,
  type CollectionStore,
} from './collection.server'
import { stores } from './stores.server'

const MAX_BODY_BYTES = 64 * 1024

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

function storeOf(collection: string | undefined): CollectionStore | null {
  // Own keys only: `/api/__proto__` names no collection.
  if (!collection || !Object.hasOwn(stores, collection)) return null
  return (stores as Record<string, CollectionStore>)[collection] ?? null
}

/** Resources have their own manager (a later issue); the API reads them already. */
async function readResources(id: string | undefined) {
  if (!id) return json(await db().select().from(resources).orderBy(desc(resources.publishedDate)))
  const [row] = await db().select().from(resources).where(eq(resources.id, id))
  if (!row) throw new ApiError(404, 'Not found')
  return json(row)
}

export async function apiGet(collection: string | undefined, id: string | undefined) {
  return handle(async () => {
    if (collection === 'resources') return readResources(id)
    const store = storeOf(collection)
    if (!store) throw new ApiError(404, 'Unknown collection')
    if (!id) return json(await listItems(db(), store))
    const item = await getItem(db(), store, id)
    if (!item) throw new ApiError(404, 'Not found')
    return json(item)
  })
}

async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(type))
    throw new ApiError(415, 'Send JSON with Content-Type: application/json')
  const text = await readCapped(request)
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? withoutNulBytes(value) : value,
    )
  } catch {
    throw new ApiError(400, 'Malformed JSON')
  }
}

/**
 * Reads the body up to MAX_BODY_BYTES. A larger one is still drained (up to a
 * hard cap) before the 413, so the client gets the answer instead of a reset.
 */
async function readCapped(request: Request): Promise<string> {
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size <= MAX_BODY_BYTES) chunks.push(value)
    else if (size > 16 * MAX_BODY_BYTES) break
  }
  if (size > MAX_BODY_BYTES) {
    await reader.cancel().catch(() => {})
    throw new ApiError(413, 'Request body too large')
  }
  return Buffer.concat(chunks).toString('utf8')
}

function validate(store: CollectionStore, body: unknown) {
  const schema = store.definition.schema
  // The API refuses fields it does not know instead of silently dropping them.
  const strict = schema instanceof z.ZodObject ? schema.strict() : schema
  const result = strict.safeParse(body)
  if (!result.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of result.error.issues)
      (errors[issue.path.join('.') || '_'] ??= []).push(issue.message)
    throw new ApiError(422, 'Validation failed', { errors })
  }
  return result.data
}

export async function apiWrite(
  request: Request,
  collection: string | undefined,
  id: string | undefined,
) {
  return handle(async () => {
    try {
      assertSameOrigin(request)
    } catch {
      throw new ApiError(403, 'Cross-site request refused')
    }
    const session = await getAdminSession(request)
    if (!session) throw new ApiError(401, 'Authentication required')
    const store = storeOf(collection)
    if (!store)
      throw new ApiError(
        collection === 'resources' ? 405 : 404,
        collection === 'resources'
          ? 'Resources are written through the resource manager'
          : 'Unknown collection',
      )
    const actor = session.tokenHash.slice(0, 12)

    switch (request.method) {
      case 'POST': {
        if (id) throw new ApiError(405, 'POST to the collection, not to an item')
        return json(
          await createItem(db(), store, validate(store, await readJsonBody(request)), actor),
          201,
        )
      }
      case 'PUT': {
        if (!id) throw new ApiError(405, 'PUT to an item')
        const updated = await updateItem(
          db(),
          store,
          id,
          validate(store, await readJsonBody(request)),
          actor,
        )
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

async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError)
      return json({ message: error.message, ...error.extra }, error.status)
    if (isUniqueViolation(error))
      return json({ message: 'An item with these values already exists' }, 409)
    throw error
  }
}
