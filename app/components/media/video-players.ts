/**
 * The video players of a page's kept markup, where scripts run (decision
 * 158): the server rendered each with the browser's own controls and its
 * overlay and control bar `hidden`, so a page without JavaScript keeps a
 * playable video; this shows ours instead, as they look, and loads what
 * makes them play (./video-player-controls.ts) on the visitor's first intent:
 * the pointer over the player, a touch, focus inside it, or a click. A click
 * that came before the code is replayed on its target once the code is
 * there, within the browser's activation window: one click (or Enter, Space)
 * starts the video, with sound where the browser allows it. A failed load is
 * tried again on the next intent.
 */
export function enhanceVideoPlayers(root: ParentNode) {
  for (const player of root.querySelectorAll<HTMLElement>('[data-video-player]')) {
    player.querySelector('video')!.controls = false
    for (const hidden of player.querySelectorAll<HTMLElement>('[hidden]')) hidden.hidden = false
    let clicked: EventTarget | null = null
    let loading: Promise<void> | undefined
    const intent = (event: Event) => {
      if (event.type === 'click') clicked = event.target
      loading ??= import('./video-player-controls').then(
        ({ controlVideoPlayer }) => {
          for (const type of INTENT) player.removeEventListener(type, intent)
          controlVideoPlayer(player)
          clicked?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
        },
        () => (loading = undefined),
      )
    }
    for (const type of INTENT) player.addEventListener(type, intent)
  }
}

const INTENT = ['pointerenter', 'pointerdown', 'focusin', 'click']
