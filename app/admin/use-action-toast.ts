import { useEffect } from 'react'
import { showToast } from '~/components/ui/toast'

/** A toast an admin action answers with (those after a redirect come through the cookie). */
export type ActionToast = { type?: 'success' | 'error'; title: string; description?: string }

/** Shows the toast an admin action answered with; `id` keeps one at a time per kind. */
export function useActionToast(toast: ActionToast | undefined, id?: string) {
  useEffect(() => {
    if (toast)
      void showToast(toast.type ?? 'error', toast.title, { id, description: toast.description })
  }, [toast, id])
}
