import { importWithRetry } from '~/utils/lazy-with-retry'

/**
 * Fetches pricing-interactions.ts when a pointer or a focus first reaches the
 * page's body (a touch starts with a pointer), or a logo fails to load, as
 * decision 144 does for the carousel's Embla: what the FAQ and the carousel do
 * waits for a visitor's hand. A press, a key or a failure that came before it
 * is handled once it is here; a failed fetch is tried again on the next one
 * (decision 159). Listened to on the way down (`capture`): a failed image's
 * `error` does not bubble.
 */
export function loadInteractionsOnDemand(root: ParentNode, signal: AbortSignal) {
  let handle: ((event: Event) => void) | undefined
  let loading: Promise<void> | undefined
  const listener = (event: Event) => {
    if (handle) return handle(event)
    loading ??= importWithRetry(() => import('./pricing-interactions')).then(
      ({ pricingInteractions }) =>
        void (handle = pricingInteractions(root, signal, () => import('./logo-carousel-engine'))),
      () => void (loading = undefined),
    )
    void loading.then(() => handle?.(event))
  }
  for (const type of ['pointerover', 'focusin', 'click', 'keydown', 'error'])
    root.addEventListener(type, listener, { signal, capture: true })
  // A logo that failed before this ran.
  for (const image of root.querySelectorAll('img'))
    if (image.complete && !image.naturalWidth)
      listener({ type: 'error', target: image } as unknown as Event)
}
