import { redirectOrNotFound } from '~/redirects/redirects.server'
import type { Route } from './+types/not-found'

// A path no page answers: its redirect (decision 065), or the 404 page.
export const loader = ({ request }: Route.LoaderArgs) => redirectOrNotFound(request)

// Rendered by the root error boundary, which shows the 404 page.
export default function NotFound() {
  return null
}
