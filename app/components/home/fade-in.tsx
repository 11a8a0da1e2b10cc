import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '~/utils/cn'

const delays = { 0: '', 100: 'delay-100', 200: 'delay-200', 300: 'delay-300' } as const

/**
 * Fades its content in once, when 10% of it is in view with a 100 px bottom
 * margin (public-site §2, §9). The server HTML is never hidden: only after
 * hydration, and only for a section still below the fold, does it start
 * transparent. Nothing moves under prefers-reduced-motion.
 */
export function FadeIn({
  children,
  delay = 0,
  className,
}: {
  children: ReactNode
  delay?: keyof typeof delays
  className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const rect = element.getBoundingClientRect()
    if (rect.top < window.innerHeight - 100 && rect.bottom > 0) return // already seen as rendered
    setState('hidden')
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        setState('shown')
        observer.disconnect()
      },
      { threshold: 0.1, rootMargin: '0px 0px -100px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
      data-fade={state}
      className={cn(
        'transition-[opacity,translate] duration-700 ease-out motion-reduce:transition-none',
        delays[delay],
        state === 'hidden' && 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  )
}
