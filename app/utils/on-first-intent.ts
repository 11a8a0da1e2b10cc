const INTENT = ['pointerenter', 'pointerdown', 'focusin', 'click']

/**
 * Loads what makes `element` work on the first sign the visitor means to use
 * it (decision 158): the pointer over it, a touch, focus inside it, or a
 * click. A click that came before the code is replayed on its target once the
 * code is attached, within the browser's activation window: one click (or
 * Enter, Space) is enough, and a video it starts may still have sound. A
 * failed load is tried again on the next intent.
 */
export function onFirstIntent(
  element: HTMLElement,
  load: () => Promise<(element: HTMLElement) => void>,
) {
  let clicked: EventTarget | null = null
  let loading: Promise<void> | undefined
  const intent = (event: Event) => {
    if (event.type === 'click') clicked = event.target
    loading ??= load().then(
      (attach) => {
        for (const type of INTENT) element.removeEventListener(type, intent)
        attach(element)
        clicked?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      },
      () => (loading = undefined),
    )
  }
  for (const type of INTENT) element.addEventListener(type, intent)
}
