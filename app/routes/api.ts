import { apiGet, apiWrite } from '~/content/api.server'
import type { Route } from './+types/api'

// /api/{collection} and /api/{collection}/{id}: JSON only, no page.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiGet(request, params.collection, params.id)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiWrite(request, params.collection, params.id)
