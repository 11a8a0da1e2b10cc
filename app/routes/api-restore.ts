import { apiRestore } from '~/content/api.server'
import type { Route } from './+types/api-restore'

// POST /api/{type}/{id}/restore: brings a trashed item back.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiRestore(request, params.collection, params.id)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiRestore(request, params.collection, params.id)
