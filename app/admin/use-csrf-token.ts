import { useRouteLoaderData } from 'react-router'

/**
 * The session's CSRF token, which every back-office form posts as `csrf`: the
 * admin layout's loader reads it once for all the pages under it.
 */
export function useCsrfToken(): string {
  return useRouteLoaderData<{ csrfToken: string }>('routes/admin/layout')?.csrfToken ?? ''
}
