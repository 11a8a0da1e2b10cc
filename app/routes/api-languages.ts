import { apiLanguages } from '~/content/api.server'
import type { Route } from './+types/api-languages'

// /api/languages[/{code}] (decision 100): the languages and whether each is served.
export const loader = ({ request, params }: Route.LoaderArgs) => apiLanguages(request, params.code)
export const action = ({ request, params }: Route.ActionArgs) => apiLanguages(request, params.code)
