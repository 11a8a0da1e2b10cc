import { useEffect, useRef } from 'react'
import { cn } from '~/utils/cn'
import { useReducedMotion } from './use-reduced-motion'

/** public-site §9: 50 particles below the 768 px breakpoint, 120 otherwise; links under 120 px. */
export const MOBILE_BREAKPOINT = 768
export const LINK_DISTANCE = 120
export const particleCount = (width: number) => (width < MOBILE_BREAKPOINT ? 50 : 120)

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  r: number
}

/**
 * An animated particle network drawn on a canvas behind its parent (which
 * must be positioned). Decorative: hidden from assistive technology, absent
 * from the server HTML and never drawn under prefers-reduced-motion.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const reduced = useReducedMotion()
  if (reduced) return null
  return <ParticleCanvas className={className} />
}

function ParticleCanvas({ className }: { className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = ref.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    let width = 0
    let height = 0
    let particles: Particle[] = []
    let frame = 0
    let onScreen = false

    const seed = () => {
      const count = particleCount(window.innerWidth)
      canvas.dataset.particles = String(count)
      particles = Array.from({ length: count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.5,
        vy: (Math.random() - 0.5) * 0.5,
        r: 1 + Math.random() * 1.5,
      }))
    }

    const resize = () => {
      const ratio = window.devicePixelRatio || 1
      const rect = canvas.getBoundingClientRect()
      const changedCount = particleCount(window.innerWidth) !== particles.length
      width = rect.width
      height = rect.height
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      if (changedCount || particles.length === 0) seed()
    }

    const draw = () => {
      context.clearRect(0, 0, width, height)
      for (const p of particles) {
        p.x += p.vx
        p.y += p.vy
        if (p.x < 0 || p.x > width) p.vx = -p.vx
        if (p.y < 0 || p.y > height) p.vy = -p.vy
      }
      context.lineWidth = 1
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!
          const distance = Math.hypot(a.x - b.x, a.y - b.y)
          if (distance < LINK_DISTANCE) {
            context.strokeStyle = `rgba(15, 118, 110, ${0.25 * (1 - distance / LINK_DISTANCE)})`
            context.beginPath()
            context.moveTo(a.x, a.y)
            context.lineTo(b.x, b.y)
            context.stroke()
          }
        }
      }
      context.fillStyle = 'rgba(11, 87, 164, 0.45)'
      for (const p of particles) {
        context.beginPath()
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2)
        context.fill()
      }
      frame = requestAnimationFrame(draw)
    }

    // Runs only while on screen and while the tab is visible.
    const update = () => {
      const run = onScreen && !document.hidden
      canvas.dataset.running = String(run)
      if (run && !frame) frame = requestAnimationFrame(draw)
      if (!run && frame) {
        cancelAnimationFrame(frame)
        frame = 0
      }
    }

    resize()
    const resizeObserver = new ResizeObserver(resize)
    resizeObserver.observe(canvas)
    const intersectionObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false
      update()
    })
    intersectionObserver.observe(canvas)
    document.addEventListener('visibilitychange', update)
    update()
    return () => {
      cancelAnimationFrame(frame)
      resizeObserver.disconnect()
      intersectionObserver.disconnect()
      document.removeEventListener('visibilitychange', update)
    }
  }, [])

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="particle-background"
      className={cn('pointer-events-none absolute inset-0 size-full', className)}
    />
  )
}
