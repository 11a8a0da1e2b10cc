import { apiCreatePreviewLink } from '~/content/api.server'
import type { Route } from './+types/api-preview-links'

// POST /api/{type}/{id}/preview-links: a new preview link to the item.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiCreatePreviewLink(request, params.collection, params.id)
export const action = ({ request, params }: Route.ActionArgs) =>
  apiCreatePreviewLink(request, params.collection, params.id)
