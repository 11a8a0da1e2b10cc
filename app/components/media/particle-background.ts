/** public-site §9: 50 particles below the 768 px breakpoint, 120 otherwise; links under 120 px. */
export const MOBILE_BREAKPOINT = 768
export const LINK_DISTANCE = 120
const LINK_SHADES = 8
const FRAME_MS = 1000 / 30 - 2 // a little under, so a 60 Hz screen's every other frame is drawn
export const particleCount = (width: number) => (width < MOBILE_BREAKPOINT ? 50 : 120)

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  r: number
}

/**
 * An animated particle network drawn on a canvas behind `host`'s content
 * (`host` must be positioned). Decorative: hidden from assistive technology,
 * absent from the server HTML (the canvas is this script's) and never drawn
 * under prefers-reduced-motion, which is followed as it changes. Plain DOM
 * work on the page's kept markup (decision 158). Returns the function that stops it.
 */
export function animateParticles(host: HTMLElement): () => void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
  let stop: (() => void) | undefined
  const apply = () => {
    stop?.()
    stop = reduced.matches ? undefined : drawParticles(host)
  }
  reduced.addEventListener('change', apply)
  apply()
  return () => {
    reduced.removeEventListener('change', apply)
    stop?.()
  }
}

function drawParticles(host: HTMLElement): () => void {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return () => {}
  canvas.setAttribute('aria-hidden', 'true')
  canvas.dataset.testid = 'particle-background'
  canvas.className = 'pointer-events-none absolute inset-0 -z-10 size-full'
  host.prepend(canvas)
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

  // Every drawn frame repaints the whole canvas, on the visitor's processor:
  // 30 frames a second (the drift is slow), links in a few opacity steps of
  // one path each instead of a stroke per link.
  let lastDrawn = 0
  const draw = (now: number) => {
    frame = requestAnimationFrame(draw)
    if (lastDrawn && now - lastDrawn < FRAME_MS) return
    // Velocities are per 60th of a second; a late frame catches up, a long pause does not.
    const steps = lastDrawn ? Math.min((now - lastDrawn) / (1000 / 60), 4) : 1
    lastDrawn = now
    context.clearRect(0, 0, width, height)
    for (const p of particles) {
      p.x += p.vx * steps
      p.y += p.vy * steps
      if (p.x < 0 || p.x > width) p.vx = -p.vx
      if (p.y < 0 || p.y > height) p.vy = -p.vy
    }
    const shades = Array.from({ length: LINK_SHADES }, () => new Path2D())
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!
        const squared = (a.x - b.x) ** 2 + (a.y - b.y) ** 2
        if (squared >= LINK_DISTANCE ** 2) continue
        const path = shades[Math.floor((Math.sqrt(squared) / LINK_DISTANCE) * LINK_SHADES)]!
        path.moveTo(a.x, a.y)
        path.lineTo(b.x, b.y)
      }
    }
    context.lineWidth = 1
    shades.forEach((path, shade) => {
      // Fainter with distance, as before: 0.25 at touching, none at LINK_DISTANCE.
      context.strokeStyle = `rgba(15, 118, 110, ${0.25 * (1 - (shade + 0.5) / LINK_SHADES)})`
      context.stroke(path)
    })
    const dots = new Path2D()
    for (const p of particles) {
      dots.moveTo(p.x + p.r, p.y)
      dots.arc(p.x, p.y, p.r, 0, Math.PI * 2)
    }
    context.fillStyle = 'rgba(11, 87, 164, 0.45)'
    context.fill(dots)
  }

  // Runs only while on screen and while the tab is visible.
  const update = () => {
    const run = onScreen && !document.hidden
    canvas.dataset.running = String(run)
    if (run && !frame) {
      lastDrawn = 0
      frame = requestAnimationFrame(draw)
    }
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
    canvas.remove()
  }
}
