import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { Toast } from '~/utils/toast.server'
import { showToast } from '~/components/ui/toast'

/** Shows the toast a server redirect left for this page (login, logout, saves). */
export function ServerToast() {
  const pending = useRouteLoaderData<{ toast: Toast | null }>('root')?.toast
  useEffect(() => {
    if (!pending) return
    void showToast(pending.type === 'error' ? 'error' : 'success', pending.title, {
      id: `${pending.title}|${pending.description}`,
      description: pending.description,
    })
  }, [pending])
  return null
}
