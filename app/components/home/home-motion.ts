/**
 * The home page's motion, plain DOM work on its kept markup (decision 158).
 * Both honour prefers-reduced-motion.
 */

/**
 * Each `[data-fade]` section still below the fold starts transparent and fades
 * in once, when 10% of it is in view with a 100 px bottom margin (public-site
 * §2): its `data-fade` goes hidden, then shown. Returns the function that stops watching.
 */
export function fadeInSections(root: ParentNode): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const section = entry.target as HTMLElement
        section.dataset.fade = 'shown'
        observer.unobserve(section)
      }
    },
    { threshold: 0.1, rootMargin: '0px 0px -100px 0px' },
  )
  for (const section of root.querySelectorAll<HTMLElement>('[data-fade]')) {
    const rect = section.getBoundingClientRect()
    if (rect.top < window.innerHeight - 100 && rect.bottom > 0) continue // already seen as rendered
    section.dataset.fade = 'hidden'
    observer.observe(section)
  }
  return () => observer.disconnect()
}

/** On load: smoothly to the hash target if there is one, otherwise to the top (public-site §2). */
export function scrollOnLoad() {
  const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
  const hash = window.location.hash
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  if (target) target.scrollIntoView({ behavior })
  else window.scrollTo({ top: 0, behavior })
}
