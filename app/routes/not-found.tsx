import { notFound } from '~/utils/http.server'
import type { Route } from './+types/not-found'

export function loader({ request }: Route.LoaderArgs) {
  notFound(request)
}

// Rendered by the root error boundary, which shows the 404 page.
export default function NotFound() {
  return null
}
