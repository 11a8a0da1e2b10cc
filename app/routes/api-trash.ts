import { apiTrashList } from '~/content/api.server'
import type { Route } from './+types/api-trash'

// GET /api/trash: what is in the trash (staff only).
export const loader = ({ request }: Route.LoaderArgs) => apiTrashList(request)
export const action = ({ request }: Route.ActionArgs) => apiTrashList(request)
