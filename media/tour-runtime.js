/* global window, document */
/**
 * Runs inside a tour's page. `window.tourFrame(t)` puts the page in its state
 * at t seconds, computed from t alone (no timers, no transitions), so frames
 * can be captured one by one at any speed and always look the same.
 */
;(function () {
  const tour = window.tourData
  const ease = (x) =>
    x <= 0 ? 0 : x >= 1 ? 1 : x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2
  const clamp = (x) => Math.max(0, Math.min(1, x))
  const all = (sel) => Array.from(document.querySelectorAll(sel))
  const originals = new Map()
  for (const action of tour.actions) {
    if (action.kind === 'text' || action.kind === 'type') {
      for (const el of all(action.sel)) if (!originals.has(el)) originals.set(el, el.textContent)
    }
  }
  const cursor = document.querySelector('[data-cursor]')
  const ring = document.querySelector('[data-ring]')
  const shot = document.querySelector('[data-shot]')
  // The phone cut: the cursor's fixed points are in the landscape frame, mapped through the product.
  const phone = tour.cut === 'phone' ? tour.phone : null
  const titleCard = document.querySelector('[data-title-card]')
  const endCard = document.querySelector('[data-end-card]')

  function centre(target) {
    if (Array.isArray(target)) {
      if (!phone) return { x: target[0], y: target[1] }
      const local = inShot(target)
      const box = shot.getBoundingClientRect()
      const scale = box.width / shot.offsetWidth
      return { x: box.left + local.x * scale, y: box.top + local.y * scale }
    }
    const el = document.querySelector(target)
    if (!el) throw new Error('tour: no ' + target)
    const box = el.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }

  /** A target's centre in the product's own (unscaled) pixels, wherever the product is now. */
  function inShot(target) {
    if (Array.isArray(target)) {
      const s = tour.shot
      return { x: (target[0] - s.left) / s.scale, y: (target[1] - s.top) / s.scale }
    }
    const point = centre(target)
    const box = shot.getBoundingClientRect()
    const scale = box.width / shot.offsetWidth
    return { x: (point.x - box.left) / scale, y: (point.y - box.top) / scale }
  }

  /** Along a path of [t, target] keys, eased between them; `at` turns a target into a point. */
  function along(keys, t, at) {
    if (t <= keys[0][0]) return at(keys[0][1])
    for (let i = 0; i < keys.length - 1; i++) {
      const [t0, a] = keys[i]
      const [t1, b] = keys[i + 1]
      if (t >= t0 && t <= t1) {
        const p = at(a)
        const q = at(b)
        const k = ease((t - t0) / (t1 - t0))
        return { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k }
      }
    }
    return at(keys[keys.length - 1][1])
  }

  /** The phone cut's camera: the product, zoomed, centred on the action but never past its edges. */
  function aimCamera(t) {
    if (!phone || !phone.zoom) return
    aimAt(along(phone.camera || tour.cursor, t, inShot))
  }

  /**
   * The camera on a point of the product (its own pixels), never past its edges:
   * the point at `across` of the frame's width and `down` of its height.
   */
  function aimAt(focus, across = 0.5, down = 0.5) {
    const zoom = phone.zoom
    const fit = (size, frame, centreAt, share) => {
      const scaled = size * zoom
      if (scaled <= frame) return (frame - scaled) / 2
      return Math.round(Math.min(0, Math.max(frame - scaled, frame * share - centreAt * zoom)))
    }
    const x = fit(shot.offsetWidth, window.innerWidth, focus.x, across)
    const y = fit(shot.offsetHeight, window.innerHeight, focus.y, down)
    shot.style.transform = `translate(${x}px, ${y}px) scale(${zoom})`
  }

  /**
   * The phone poster's framing: the title covers the lower part of the frame,
   * so the product detail it names sits centred in the upper third.
   */
  window.tourPosterAim = function (target) {
    if (phone && phone.zoom) aimAt(inShot(target), 0.5, 0.3)
  }

  function cursorAt(t) {
    return along(tour.cursor, t, centre)
  }

  window.tourFrame = function (t) {
    // Undo what the previous frame set, then apply every action from t alone.
    for (const action of tour.actions) {
      for (const el of all(action.sel || 'none-such')) {
        if (action.kind === 'class') el.classList.remove(action.cls)
        if (action.kind === 'fade' || action.kind === 'drag') {
          el.style.opacity = ''
          el.style.transform = ''
        }
        if (originals.has(el)) el.textContent = originals.get(el)
      }
    }
    let held = null
    for (const action of tour.actions) {
      const els = action.sel ? all(action.sel) : []
      if (action.kind === 'class') {
        const on = t >= action.at && (action.until === undefined || t < action.until)
        for (const el of els) if (on) el.classList.add(action.cls)
      } else if (action.kind === 'fade') {
        const k = clamp((t - action.at) / (action.dur || 0.4))
        for (const el of els) el.style.opacity = String(action.out ? 1 - k : k)
      } else if (action.kind === 'text') {
        if (t >= action.at) for (const el of els) el.textContent = action.text
      } else if (action.kind === 'type') {
        if (t >= action.at) {
          const n = Math.round(clamp((t - action.at) / action.dur) * action.text.length)
          for (const el of els) el.textContent = action.text.slice(0, n)
        }
      } else if (action.kind === 'drag') {
        for (const el of els) {
          if (t < action.at) {
            el.style.opacity = '0'
            continue
          }
          const k = ease((t - action.at) / action.dur)
          if (k >= 1) continue
          // The distance in the element's own (unscaled) pixels.
          const scale = el.getBoundingClientRect().width / el.offsetWidth
          el.style.transform = ''
          const to = el.getBoundingClientRect()
          const from = centre(action.from)
          const dx = (from.x - (to.left + to.width / 2)) / scale
          const dy = (from.y - (to.top + to.height / 2)) / scale
          el.style.transform = `translate(${dx * (1 - k)}px, ${dy * (1 - k)}px) scale(${0.7 + 0.3 * k}) rotate(${(1 - k) * -2}deg)`
          el.style.opacity = String(clamp(0.4 + k))
          held = el
        }
      }
    }
    aimCamera(t)
    const grip = held ? held.getBoundingClientRect() : null
    const point = grip ? { x: grip.left + 24, y: grip.top + 24 } : cursorAt(t)
    // Whole pixels: a pointer between pixels may be antialiased differently from run to run.
    point.x = Math.round(point.x)
    point.y = Math.round(point.y)
    cursor.style.transform = `translate(${point.x}px, ${point.y}px)`
    // The click ring: the latest click within 0.5 s.
    let ringK = -1
    for (const action of tour.actions) {
      if (action.kind === 'click' && t >= action.at && t < action.at + 0.5)
        ringK = (t - action.at) / 0.5
    }
    ring.style.opacity = ringK < 0 ? '0' : String(1 - ringK)
    ring.style.transform = `translate(${point.x}px, ${point.y}px) scale(${0.5 + ringK})`
    titleCard.style.opacity = String(1 - clamp((t - 2.6) / 0.5))
    endCard.style.opacity = String(clamp((t - (tour.duration - 4)) / 0.5))
  }
})()
