import { apiMediaItem, apiMediaList } from '~/media/media-api.server'
import type { Route } from './+types/api-media'

// GET /api/media: the media library; GET and PATCH /api/media/{id}: one item (decision 108).
const answer = ({ request, params }: Route.LoaderArgs | Route.ActionArgs) =>
  params.id ? apiMediaItem(request, params.id) : apiMediaList(request)
export const loader = answer
export const action = answer
