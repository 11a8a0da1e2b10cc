import { apiRestoreVersion } from '~/content/api.server'
import type { Route } from './+types/api-version-restore'

// POST /api/{type}/{id}/versions/{versionId}/restore: that version's values, as a new version.
export const loader = ({ request, params }: Route.LoaderArgs) => apiRestoreVersion(request, params)
export const action = ({ request, params }: Route.ActionArgs) => apiRestoreVersion(request, params)
