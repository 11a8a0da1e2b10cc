/**
 * What the video player does (public-site §4), on the markup the server
 * rendered (`VideoPlayer`, decision 158): loaded on the visitor's first intent
 * (./video-players.ts). No React, no words: the labels are the markup's.
 */
export function controlVideoPlayer(player: HTMLElement) {
  const video = player.querySelector('video')!
  const controls = player.querySelector<HTMLElement>('[data-testid="video-controls"]')!
  const toggleButton = player.querySelector<HTMLElement>('[data-video-toggle]')!
  const muteButton = player.querySelector<HTMLElement>('[data-video-mute]')!
  let playing = false
  let hovered = false

  const show = () => {
    player.dataset.state = playing ? 'playing' : 'paused'
    player.dataset.muted = String(video.muted)
    // Controls show while the pointer is over the player, focus is inside it, or it is paused.
    controls.dataset.visible = String(hovered || !playing)
    toggleButton.setAttribute(
      'aria-label',
      (playing ? toggleButton.dataset.labelPause : toggleButton.dataset.labelPlay)!,
    )
    muteButton.setAttribute(
      'aria-label',
      (video.muted ? muteButton.dataset.labelUnmute : muteButton.dataset.labelMute)!,
    )
  }

  async function start() {
    try {
      await video.play()
    } catch (error) {
      // Autoplay policy: sound needs a gesture, a muted video may start.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        video.muted = true
        await video.play().catch((retry: unknown) => console.warn('Video could not play', retry))
      } else {
        console.warn('Video could not play', error)
      }
    }
  }
  const toggle = () => (playing ? video.pause() : void start())
  const on = (target: EventTarget, types: string, listener: (event: Event) => void) => {
    for (const type of types.split(' ')) target.addEventListener(type, listener)
  }

  on(player.querySelector('[data-video-overlay]')!, 'click', () => void start())
  on(toggleButton, 'click', toggle)
  on(video, 'click', toggle)
  on(muteButton, 'click', () => (video.muted = !video.muted))
  on(video, 'play pause ended volumechange', (event) => {
    if (event.type !== 'volumechange') playing = event.type === 'play'
    show()
  })
  on(player, 'mouseenter mouseleave focusin focusout', (event) => {
    hovered = event.type === 'mouseenter' || event.type === 'focusin'
    show()
  })
  // Loaded on the pointer entering or focus arriving: already hovered.
  hovered = player.matches(':hover, :focus-within')
  show()
}
