/** Whether the visitor asked for less motion: then a jump, not a glide. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * For a link to `to`: when it points at an element of the page being shown
 * (same path, a hash that names an element), scroll there smoothly and keep
 * the hash in the address bar; returns false when the link should navigate.
 */
export function scrollToSamePageHash(to: string, currentPathname: string): boolean {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin || url.pathname !== currentPathname || !url.hash) {
    return false
  }
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)))
  if (!target) return false
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  // The router's own state is kept: only the hash of the current entry changes.
  window.history.replaceState(window.history.state, '', url.hash)
  return true
}
