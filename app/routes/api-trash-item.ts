import { apiPurge } from '~/content/api.server'
import type { Route } from './+types/api-trash-item'

// DELETE /api/trash/{type}/{id}: deletes a trashed item for good.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiPurge(request, params.collection, params.id)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiPurge(request, params.collection, params.id)
