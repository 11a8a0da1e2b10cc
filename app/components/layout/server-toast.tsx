import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { toast } from 'sonner'
import type { Toast } from '~/utils/toast.server'

/** Shows the toast a server redirect left for this page (login, logout, saves). */
export function ServerToast() {
  const pending = useRouteLoaderData<{ toast: Toast | null }>('root')?.toast
  useEffect(() => {
    if (!pending) return
    const show = pending.type === 'error' ? toast.error : toast.success
    show(pending.title, {
      id: `${pending.title}|${pending.description}`,
      description: pending.description,
    })
  }, [pending])
  return null
}
