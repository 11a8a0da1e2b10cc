import { apiUpload, methodNotAllowed } from '~/content/api.server'
import type { Route } from './+types/api-uploads'

// POST /api/uploads: a PDF or an image for a resource; answers its /uploads/ path.
export const loader = () => methodNotAllowed('POST')
export const action = ({ request }: Route.ActionArgs) => apiUpload(request)
