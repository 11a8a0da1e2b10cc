/**
 * Toasts without shipping sonner to every page: the first `showToast` call
 * mounts the Toaster (lazily imported by <LazyToaster/> in root.tsx) and
 * loads sonner; pages that never toast never download it.
 */
import type { ExternalToast } from 'sonner'

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
  options?: Pick<ExternalToast, 'id' | 'description'>,
) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted])
  toast[kind](title, options)
}
