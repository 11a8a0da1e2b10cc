import { apiRedirects } from '~/content/api.server'
import type { Route } from './+types/api-redirects'

// /api/redirects[/{id}] (decision 065): the redirects, staff only.
export const loader = ({ request, params }: Route.LoaderArgs) => apiRedirects(request, params.id)
export const action = ({ request, params }: Route.ActionArgs) => apiRedirects(request, params.id)
