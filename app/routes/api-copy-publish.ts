import { apiCopyPublish } from '~/site-copy/api.server'
import type { Route } from './+types/api-copy-publish'

// POST /api/copy/publish?locale=xx[&page=home] (decision 104): publishes the pending drafts.
export const loader = ({ request }: Route.LoaderArgs) => apiCopyPublish(request)
export const action = ({ request }: Route.ActionArgs) => apiCopyPublish(request)
