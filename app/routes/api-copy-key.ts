import { apiCopyPut } from '~/site-copy/api.server'
import type { Route } from './+types/api-copy-key'

// PUT /api/copy/{key}?locale=xx (decision 103): a draft of one text.
export const loader = ({ request, params }: Route.LoaderArgs) => apiCopyPut(request, params.id)
export const action = ({ request, params }: Route.ActionArgs) => apiCopyPut(request, params.id)
