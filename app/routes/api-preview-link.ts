import { apiRevokePreviewLink } from '~/content/api.server'
import type { Route } from './+types/api-preview-link'

// DELETE /api/{type}/{id}/preview-links/{linkId}: revokes a preview link.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiRevokePreviewLink(request, params)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiRevokePreviewLink(request, params)
