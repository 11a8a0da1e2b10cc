/**
 * The content API's plumbing: JSON answers, errors as `{ message }`, JSON
 * bodies read within their limit, and a save's result as an HTTP answer.
 */
import { i18n } from '~/i18n'
import { withoutNulBytes } from '~/utils/http.server'
import { isUniqueViolation, WouldDropFieldsError } from '../collection.server'
import { DUPLICATE_MESSAGE, etagOf, type SaveResult } from '../save.server'

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

/** A refusal by field, as every write answers it. */
export const invalid = (errors: Record<string, string[]>) =>
  new ApiError(422, 'Validation failed', { errors })

/** A saved item with its ETag, or the save's refusal as an ApiError (`restore`: a restore's). */
export function answerSave(result: SaveResult, restore = false): Response {
  switch (result.status) {
    case 'saved':
      return json(result.row, result.created ? 201 : 200, { ETag: etagOf(result.row) })
    case 'invalid':
      // A restore refused by a rule says which in its message; a write, field by field.
      throw new ApiError(422, restore ? result.message : 'Validation failed', {
        errors: result.errors,
      })
    case 'not-found':
      throw new ApiError(404, result.message)
    case 'stale':
      throw new ApiError(412, result.message)
    case 'conflict':
      throw new ApiError(409, result.message)
    case 'would-drop':
      throw new ApiError(409, result.message, { fields: result.fields })
  }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/(merge-patch\+)?json\b/i.test(type))
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
export function asFormValues(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value === '' || value === null ? undefined : value,
    ]),
  )
}

export async function handle(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError)
      return json({ message: error.message, ...error.extra }, error.status, error.headers)
    if (isUniqueViolation(error)) return json({ message: DUPLICATE_MESSAGE }, 409)
    if (error instanceof WouldDropFieldsError)
      return json({ message: error.message, fields: error.fields }, 409)
    throw error
  }
}

/** A blocked delete's reason, in words. */
export const blockedMessage = (reason: string) => i18n.t(`${reason}Body`)
