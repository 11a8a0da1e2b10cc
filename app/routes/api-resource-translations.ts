import { apiResourceTranslations } from '~/content/api/translations.server'
import type { Route } from './+types/api-resource-translations'

// /api/resources/{id}/translations and /api/resources/{id}/translations/{locale}:
// JSON only, no page (decision 129).
const localeOf = (params: object) => (params as { locale?: string }).locale

export const loader = ({ request, params }: Route.LoaderArgs) =>
  apiResourceTranslations(request, params.id, localeOf(params))
export const action = ({ request, params }: Route.ActionArgs) =>
  apiResourceTranslations(request, params.id, localeOf(params))
