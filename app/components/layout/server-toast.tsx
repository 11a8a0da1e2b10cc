import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useRouteLoaderData, useSubmit } from 'react-router'
import { useCsrfToken } from '~/admin/use-csrf-token'
import type { Toast } from '~/utils/toast.server'
import { showToast } from '~/components/ui/toast'

/** Long enough to read the toast and reach its Undo button (it also waits while hovered or focused). */
const UNDO_DURATION_MS = 10_000

/**
 * Shows the toast a server redirect left for this page (login, logout, saves).
 * An item moved to the trash gets an Undo button, which restores it through
 * the trash page's restore and comes back to this page.
 */
export function ServerToast() {
  const pending = useRouteLoaderData<{ toast: Toast | null }>('root')?.toast
  const { t } = useTranslation()
  const submit = useSubmit()
  const csrfToken = useCsrfToken()
  const location = useLocation()
  useEffect(() => {
    if (!pending) return
    const undo = pending.undo
    void showToast(pending.type === 'error' ? 'error' : 'success', pending.title, {
      id: `${pending.title}|${pending.description}`,
      description: pending.description,
      ...(undo && {
        duration: UNDO_DURATION_MS,
        action: {
          label: t('admin.common.undo'),
          onClick: () =>
            void submit(
              {
                csrf: csrfToken,
                intent: 'restore',
                type: undo.type,
                id: undo.id,
                returnTo: location.pathname + location.search,
              },
              { method: 'post', action: '/admin/trash' },
            ),
        },
      }),
    })
    // The toast is shown once per server toast, not again when the token or location changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending])
  return null
}
