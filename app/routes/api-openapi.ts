import { methodNotAllowed } from '~/content/api.server'
import { openApiDocument } from '~/content/openapi.server'

// GET /api/openapi.json: the API's description, generated from the forms' schemas.
export const loader = () =>
  Response.json(openApiDocument(), { headers: { 'Cache-Control': 'no-cache' } })
export const action = () => methodNotAllowed('GET')
