import { apiVersions } from '~/content/api.server'
import type { Route } from './+types/api-versions'

// GET /api/{type}/{id}/versions: every save of the item (staff only).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiVersions(request, params.collection, params.id)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiVersions(request, params.collection, params.id)
