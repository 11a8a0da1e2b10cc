import { Suspense, useSyncExternalStore } from 'react'
import { lazyWithRetry } from '~/utils/lazy-with-retry'
import { LoadFailureBoundary } from './load-failure-boundary'
import { toasterRequest } from './toast'

const Toaster = lazyWithRetry(() =>
  import('./toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * Mounts the real Toaster the first time a toast is shown (see ./toast.ts).
 * Toasts are announcements: if the Toaster's code cannot be fetched, the page
 * goes on without them.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, () => false)
  if (!requested) return null
  return (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadFailureBoundary>
  )
}
