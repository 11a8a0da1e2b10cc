import { onFirstIntent } from '~/utils/on-first-intent'

/**
 * The video players of a page's kept markup, where scripts run (decision
 * 158): the server rendered each with the browser's own controls and its
 * overlay and control bar `hidden`, so a page without JavaScript keeps a
 * playable video; this shows ours instead, as they look, and loads what
 * makes them play (./video-player-controls.ts) on the visitor's first intent
 * (`onFirstIntent`: one click or Enter on the play button loads and plays).
 */
export function enhanceVideoPlayers(root: ParentNode) {
  for (const player of root.querySelectorAll<HTMLElement>('[data-video-player]')) {
    player.querySelector('video')!.controls = false
    for (const hidden of player.querySelectorAll<HTMLElement>('[hidden]')) hidden.hidden = false
    onFirstIntent(player, () =>
      import('./video-player-controls').then((module) => module.controlVideoPlayer),
    )
  }
}
