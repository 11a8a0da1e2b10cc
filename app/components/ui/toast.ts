/**
 * Toasts without shipping sonner to every page: the first `showToast` call
 * mounts the Toaster (lazily imported by <LazyToaster/> in root.tsx) and
 * loads sonner; pages that never toast never download it.
 */
import type { ExternalToast } from 'sonner'
import { importWithRetry } from '~/utils/lazy-with-retry'

let requested = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => (markMounted = resolve))

export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => requested,
}

/** Called by the Toaster once it listens: toasts sent before that would be lost. */
export function toasterMounted() {
  markMounted()
}

export async function showToast(
  kind: 'success' | 'error',
  title: string,
  options?: Pick<ExternalToast, 'id' | 'description' | 'duration' | 'action'>,
) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  // Callers do not wait: a toast that cannot be loaded is logged, never an unhandled failure.
  try {
    const [{ toast }] = await Promise.all([importWithRetry(() => import('sonner')), mounted])
    toast[kind](title, options)
  } catch (error) {
    console.error('A notification could not be shown', title, error)
  }
}
