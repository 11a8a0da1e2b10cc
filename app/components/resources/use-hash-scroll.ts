import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Scrolls to the URL hash's element once the page has settled (fonts,
 * images), so a late layout change does not leave it off its mark. The
 * element's `scroll-margin-top` gives the spec's 100 px offset; without
 * JavaScript the browser's own hash scroll uses the same margin. Smooth only
 * when the visitor has not asked for reduced motion.
 */
export function useHashScroll() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    let cancelled = false
    const scroll = () => {
      if (cancelled) return
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }
    const settled =
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
    void Promise.all([settled, document.fonts.ready]).then(scroll)
    return () => {
      cancelled = true
    }
  }, [hash])
}
