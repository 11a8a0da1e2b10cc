import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** public-site §9: the hash scroll waits 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100

/**
 * public-site §2 "Platform": with a hash, scroll smoothly to that section
 * after 100 ms; otherwise to the top. Instant under prefers-reduced-motion.
 */
export function useHashScroll() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth'
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      if (target) target.scrollIntoView({ behavior, block: 'start' })
      else if (!hash) window.scrollTo({ top: 0, behavior })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash, pathname])
}
