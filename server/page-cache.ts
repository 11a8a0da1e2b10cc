/**
 * The in-process cache of rendered public pages (issue 10).
 *
 * - Key: the URL plus the visitor's variant (region and consent state), so a
 *   page is only ever reused for visitors who would get the same bytes.
 * - Only anonymous requests are cached (no cookie but the consent choice), and
 *   only 200/404 HTML responses that set no cookie.
 * - Per-response values never leave the cache as they went in: the CSP nonce
 *   and every response token (form idempotency keys) are stored as
 *   placeholders and replaced by fresh values in each response.
 * - Freshness: an entry holds the content version it was rendered at; the
 *   version (bumped by database triggers on every content write, on any
 *   server) is re-read at most every `versionTtlMs`, so a save shows within
 *   that time everywhere.
 * - Compression: a hit does none. The page is stored as pieces compressed once,
 *   and a client that takes gzip gets them spliced around its own values
 *   (decision 076); others get the plain page, compressed by the middleware.
 * - Revalidation: a weak ETag over the placeholder HTML; a matching
 *   If-None-Match gets 304 without rendering (and without a CSP header, so the
 *   browser keeps the policy whose nonce matches its stored copy).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { CONSENT_COOKIE, readConsent } from '~/cookies/consent'
import { visitorRegion } from '~/region/region'
import type { ResponseTokens } from '~/utils/request-context'
import { toFetchRequest } from './router-handler'
import { compileGzipTemplate, renderGzip, renderPlain, type GzipTemplate } from './spliced-gzip'

const NONCE_PLACEHOLDER = '__alakin_nonce__'
const tokenPlaceholder = (index: number) => `__alakin_token_${index}__`
/** Slot 0 is the nonce, slot i + 1 the token i. */
const PLACEHOLDER = /__alakin_(?:nonce|token_(\d+))__/g
const slotOf = (match: RegExpExecArray) => (match[1] === undefined ? 0 : Number(match[1]) + 1)
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const PER_VISITOR_CACHE_CONTROL = 'private, no-store'

/** Paths that are never public pages (or are served elsewhere). */
// Preview links (decision 064) show drafts: never stored.
const UNCACHED_PATHS = /^\/(admin|api|uploads|assets|media|healthz|preview)(\/|$)/
/** Cookies a public page may depend on through the variant; any other cookie means "not anonymous". */
const ANONYMOUS_COOKIES = new Set([CONSENT_COOKIE])

interface Entry {
  status: number
  headers: Array<[string, string]>
  body: GzipTemplate
  tokenCount: number
  etag: string
  version: string
  storedAt: number
}

export interface PageCacheOptions {
  /** Renders the request with React Router; the tokens are those its loaders created. */
  render(
    request: Request,
    res: ExpressResponse,
  ): Promise<{ response: Response; tokens: ResponseTokens }>
  readVersion(): Promise<string>
  /** What besides the URL decides the page's bytes (region, consent state). */
  variantOf(req: ExpressRequest): string
  /** Headers the variant reads, for `Vary`. */
  varyHeaders: string[]
  maxEntries?: number
  versionTtlMs?: number
  /** Pages that depend on the date (upcoming events, the year) are re-rendered at least this often. */
  maxAgeMs?: number
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
}

export function isCacheable(req: ExpressRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (UNCACHED_PATHS.test(req.path) || req.path.endsWith('.data')) return false
  if (req.get('authorization')) return false
  return cookieNames(req.get('cookie')).every((name) => ANONYMOUS_COOKIES.has(name))
}

/** If-None-Match with the weak comparison of RFC 9110 §13.1.2. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** `perVisitor`: the page carries response tokens, which is why it says no-store to browsers. */
function storable(response: Response, perVisitor: boolean): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    (perVisitor || !/no-store|private/.test(response.headers.get('cache-control') ?? ''))
  )
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  const maxEntries = options.maxEntries ?? 300
  const versionTtlMs = options.versionTtlMs ?? 500
  const maxAgeMs = options.maxAgeMs ?? 60_000
  let version: { value: string; at: number } | undefined
  let pendingVersion: Promise<string> | undefined

  async function currentVersion(): Promise<string> {
    if (version && Date.now() - version.at < versionTtlMs) return version.value
    pendingVersion ??= options
      .readVersion()
      .then((value) => {
        version = { value, at: Date.now() }
        return value
      })
      .finally(() => (pendingVersion = undefined))
    return pendingVersion
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }

  function send(req: ExpressRequest, res: ExpressResponse, entry: Entry, cache: 'hit' | 'miss') {
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Vary', ['Cookie', ...options.varyHeaders, 'Accept-Encoding'].join(', '))
    res.setHeader('X-Page-Cache', cache)
    // A page with response tokens is fresh for each response: no browser or CDN
    // may keep it or revalidate it, or a visitor would post with a spent token.
    const perVisitor = entry.tokenCount > 0
    res.setHeader('Cache-Control', perVisitor ? PER_VISITOR_CACHE_CONTROL : PAGE_CACHE_CONTROL)
    if (!perVisitor) res.setHeader('ETag', entry.etag)
    if (!perVisitor && entry.status === 200 && matchesEtag(req.get('if-none-match'), entry.etag)) {
      // The visitor's stored copy carries its own nonce: keep its policy too.
      res.removeHeader('Content-Security-Policy')
      res.status(304).end()
      return
    }
    res.status(entry.status)
    if (req.method === 'HEAD') return res.end()
    const values = [String(res.locals.cspNonce)]
    for (let i = 0; i < entry.tokenCount; i++) values.push(randomUUID())
    const body = req.acceptsEncodings('gzip') === 'gzip' ? renderGzip(entry.body, values) : null
    if (!body) return res.send(renderPlain(entry.body, values))
    // Already encoded: the compression middleware passes it through as it is.
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', body.length)
    res.end(body)
  }

  async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (!isCacheable(req)) return next()
    try {
      const current = await currentVersion()
      const key = `${req.originalUrl}\n${options.variantOf(req)}`
      const cached = entries.get(key)
      if (cached && cached.version === current && Date.now() - cached.storedAt < maxAgeMs) {
        remember(key, cached)
        return send(req, res, cached, 'hit')
      }
      const { response, tokens } = await options.render(
        // Rendered as a GET: a HEAD gets the same headers, without the body, below.
        toFetchRequest(req, { method: 'GET' }),
        res,
      )
      const html = await response.text()
      if (!storable(response, tokens.values.length > 0)) {
        res.status(response.status)
        for (const [name, value] of response.headers) res.append(name, value)
        return req.method === 'HEAD' ? res.end() : res.send(html)
      }
      let template = html.replaceAll(String(res.locals.cspNonce), NONCE_PLACEHOLDER)
      tokens.values.forEach(
        (value, i) => (template = template.replaceAll(value, tokenPlaceholder(i))),
      )
      const entry: Entry = {
        status: response.status,
        headers: [...response.headers].filter(
          ([name]) => !['content-length', 'cache-control', 'etag'].includes(name),
        ),
        // Every response's values have the lengths of these (a nonce, UUIDs).
        body: compileGzipTemplate(template, PLACEHOLDER, slotOf, (slot) =>
          Buffer.byteLength(slot === 0 ? String(res.locals.cspNonce) : tokens.values[slot - 1]!),
        ),
        tokenCount: tokens.values.length,
        etag: `W/"${createHash('sha1').update(`${response.status}\n${template}`).digest('base64url')}"`,
        version: current,
        storedAt: Date.now(),
      }
      remember(key, entry)
      send(req, res, entry, 'miss')
    } catch (error) {
      next(error)
    }
  }

  return Object.assign(middleware, { size: () => entries.size })
}

/**
 * The variant of a public page: what, besides its URL, its HTML depends on.
 * The country header (when configured) and the language decide the region
 * (its offer, its pricing currency); the consent cookie decides whether the
 * banner shows.
 */
export function pageVariant(req: ExpressRequest, env: { COUNTRY_HEADER?: string }): string {
  // One variant per region (the offer, the pricing currency), not per header value.
  const region = visitorRegion({
    countryHeader: env.COUNTRY_HEADER ? req.get(env.COUNTRY_HEADER) : null,
    acceptLanguage: req.get('accept-language'),
  })
  // Decided means a valid, unexpired choice: that is what hides the banner, so a
  // malformed or stale cookie must share the undecided page, never poison the other.
  const consent = readConsent(req.get('cookie')) ? 'decided' : 'undecided'
  return [region, consent].join('|')
}
