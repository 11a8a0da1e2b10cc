import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

/** The only third-party frame: the map dialog of /contact (public-site §2), opened on request. */
const MAP_FRAME_SOURCES = ['https://maps.google.com', 'https://www.google.com']

/**
 * The Content Security Policy of every page. Scripts run only when they carry
 * this response's nonce ('strict-dynamic' lets those load the hashed module
 * graph); no 'unsafe-inline' or eval for scripts. Styles allow inline
 * attributes, which Radix and the carousels set for positioning. Images and
 * media may come from an https URL an admin entered (a logo, a webinar).
 */
export function contentSecurityPolicy(nonce: string, options: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    // The dev server's hot reload talks over its own WebSocket port.
    `connect-src 'self'${import.meta.env.DEV ? ' ws:' : ''}`,
    `frame-src ${MAP_FRAME_SOURCES.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** A fresh 128-bit nonce, stored on `res.locals.cspNonce` for the renderer. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64')
}

/**
 * The build's scripts, stylesheets and fonts, and the site's own images, videos
 * and captions: no browser reads a document's policies (CSP, framing,
 * permissions, opener) from them, so they go without those 0.7 kB of headers,
 * twenty times on a first visit (decision 073). SVG can be a document: it keeps them.
 */
const isSubresourceFile = (path: string) =>
  path.startsWith('/assets/') || /^\/media\/.+\.(avif|webp|jpg|mp4|vtt)$/.test(path)

/** Headers on every response, whatever route answers it. */
export function securityHeaders(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    // A stylesheet's own fetches (its font) follow the policy of its response.
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (options.https) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    if (isSubresourceFile(req.path)) return next()
    const nonce = newNonce()
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options))
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    )
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    next()
  }
}
