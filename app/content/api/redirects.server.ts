/** `/api/redirects[/{id}]`: the redirects of decision 065, for staff. */
import { db } from '~/db/db.server'
import { API_BODY_BYTES } from '~/utils/body-limits.server'
import { redirectSchema } from '~/redirects/redirects'
import {
  deleteRedirect,
  getRedirect,
  listRedirects,
  REDIRECT_TAKEN,
  RedirectError,
  saveRedirect,
} from '~/redirects/redirects.server'
import { isUniqueViolation } from '../collection.server'
import { fieldErrorsOf } from '../save.server'
import { authenticatedWrite } from './auth.server'
import { ApiError, asFormValues, json, readJsonBody } from './http.server'

const MAX_BODY_BYTES = API_BODY_BYTES

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
