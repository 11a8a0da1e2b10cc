import type { NextFunction, Request, Response } from 'express'

/**
 * Baseline headers on every response. The full Content Security Policy (with
 * per-request nonces for scripts) belongs to the quality-gates work; what is
 * here already forbids framing, plugins, <base> hijacking and foreign form posts.
 */
export function securityHeaders(options: { https: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader(
      'Content-Security-Policy',
      "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
    )
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    )
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (options.https) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    next()
  }
}
