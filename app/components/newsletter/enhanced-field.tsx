import { useHydrated } from '~/utils/use-hydrated'

/**
 * Tells the server a form was sent by our JavaScript (which shows toasts)
 * rather than by a browser without it (which needs a redirect).
 */
export function EnhancedField() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null
}
