import { lazy, type ComponentType } from 'react'

/**
 * A dynamic import tried again before it fails (three tries, one and then two
 * seconds apart): a chunk request lost on a phone's bad connection or to a
 * busy server is fetched again (Chromium refetches a failed module).
 */
export async function importWithRetry<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= tries) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
}

/** React.lazy over importWithRetry. Put a LoadFailureBoundary around it for the last failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself takes
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWithRetry(load))
}
