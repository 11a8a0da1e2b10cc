import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toasterRequest } from './toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Mounts the real Toaster the first time a toast is shown (see ./toast.ts). */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
