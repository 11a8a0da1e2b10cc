import { useRouteLoaderData } from 'react-router'

/**
 * The session's CSRF token, which every back-office form posts as `csrf`: the
 * admin layout's loader reads it once for all the pages under it.
 */
export function useCsrfToken(): string {
  return useRouteLoaderData<{ csrfToken: string }>('routes/admin/layout')?.csrfToken ?? ''
}

/** The site's time zone (SITE_TIME_ZONE), every back-office date and time is shown in. */
export function useSiteTimeZone(): string {
  return useRouteLoaderData<{ timeZone: string }>('routes/admin/layout')?.timeZone ?? 'Europe/Paris'
}
