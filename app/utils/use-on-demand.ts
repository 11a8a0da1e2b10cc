import { useRef, useState } from 'react'
import { importWithRetry } from './lazy-with-retry'

/**
 * Code a part of the page fetches when the visitor first reaches for it
 * (a pointer, a focus, a tap) rather than with the page (decision 074).
 * `request()` starts the import once (three tries) and resolves when the
 * state is set; a failure rejects and lets the next request try again.
 * `toState` runs as the code arrives, so it can read what the visitor did
 * in the meantime.
 */
export function useOnDemand<M, S>(load: () => Promise<M>, toState: (module: M) => S) {
  const [state, setState] = useState<S | null>(null)
  const pending = useRef<Promise<void> | null>(null)
  function request() {
    pending.current ??= importWithRetry(load).then(
      (module) => {
        const next = toState(module)
        setState(() => next)
      },
      (error: unknown) => {
        pending.current = null
        throw error
      },
    )
    return pending.current
  }
  /** `request()` for a hint (a pointer passing by): a failure is retried on the next one. */
  const prefetch = () => void request().catch(() => {})
  return { state, request, prefetch }
}
