import { apiCopyImport } from '~/site-copy/api.server'
import type { Route } from './+types/api-copy-import'

// POST /api/copy/import?locale=xx&file=common[&apply=true] (issue 36): a translation, checked key by key.
export const loader = ({ request }: Route.LoaderArgs) => apiCopyImport(request)
export const action = ({ request }: Route.ActionArgs) => apiCopyImport(request)
