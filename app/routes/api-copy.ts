import { apiCopyList } from '~/site-copy/api.server'
import type { Route } from './+types/api-copy'

// GET /api/copy?locale=xx (decision 103): every text of the site, for staff.
export const loader = ({ request }: Route.LoaderArgs) => apiCopyList(request)
export const action = ({ request }: Route.ActionArgs) => apiCopyList(request)
