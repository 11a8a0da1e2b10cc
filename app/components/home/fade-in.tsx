import type { ReactNode } from 'react'
import { cn } from '~/utils/cn'

const delays = { 0: '', 100: 'delay-100', 200: 'delay-200', 300: 'delay-300' } as const

/**
 * A section that fades in once, when 10% of it is in view with a 100 px
 * bottom margin (public-site §2, §9). Server markup (decision 158): the server
 * HTML is never hidden; `fadeInSections` (./home-motion.ts) starts a section
 * still below the fold transparent, where scripts run, by its `data-fade`,
 * which the classes follow. Nothing moves under prefers-reduced-motion.
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
  return (
    <div
      data-fade="static"
      className={cn(
        'transition-[opacity,translate] duration-700 ease-out data-[fade=hidden]:translate-y-6 data-[fade=hidden]:opacity-0 motion-reduce:transition-none',
        delays[delay],
        className,
      )}
    >
      {children}
    </div>
  )
}
