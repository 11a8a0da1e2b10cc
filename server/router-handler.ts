/**
 * React Router behind Express, like @react-router/express, with two changes:
 * a write that needs a signed-in caller is checked from its headers before
 * any of its body is read (app/auth/write-gate.server.ts), and a request body
 * is read up to its route's limit (app/utils/body-limits.server.ts) before any
 * route code runs. A larger body is answered with 413 at once, keeping and
 * echoing none of it, so one oversized request cannot fill the server's
 * memory or slow everyone else.
 */
import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import type { RouterContextProvider } from 'react-router'
import { gateWrite } from '~/auth/write-gate.server'
import { bodyRuleFor } from '~/utils/body-limits.server'

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`)
  }
}

/** The whole body, or BodyTooLargeError as soon as it passes `limit` bytes. */
export function readBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  if ((declaredLength(req) ?? 0) > limit) return Promise.reject(new BodyTooLargeError(limit))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanUp()
        req.pause()
        reject(new BodyTooLargeError(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanUp()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      cleanUp()
      reject(error)
    }
    const cleanUp = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * Past this much, the rest of a refused body is not even read: the connection
 * is cut. Up to it, the rest is read and thrown away, so the client, still
 * sending, gets the 413 instead of a reset that could swallow it.
 */
const DRAIN_CAP_BYTES = 16 * 1024 * 1024

/** The Content-Length a request declares; undefined when chunked (or nonsense). */
function declaredLength(req: ExpressRequest): number | undefined {
  const declared = Number(req.get('content-length'))
  return req.get('content-length') !== undefined && Number.isSafeInteger(declared)
    ? declared
    : undefined
}

/** How long a connection whose body was left unread stays open once answered. */
const UNREAD_LINGER_MS = 2_000

/**
 * For an answer given without reading the body. Left alone, Node would read
 * and discard the whole body to reuse the connection. So the body counts as
 * taken but is not read (what the client sends waits in the kernel's buffers,
 * not our memory), and the answer says `Connection: close`, so no client reuses
 * the connection. Node would then close the socket as soon as the answer is
 * written, and closing a socket with unread data sends a reset, which can reach
 * the client before it has read the answer (a clean-clone run lost a login
 * redirect that way): our side ends (FIN) once the answer is out, and the
 * connection is cut a moment later, when the client has had the answer.
 */
function leaveBodyUnread(req: ExpressRequest, res: ExpressResponse) {
  req.on('data', () => {})
  req.pause()
  res.setHeader('Connection', 'close')
  const socket = req.socket
  // What Node's HTTP server calls once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end()
    const timer = setTimeout(() => socket.destroy(), UNREAD_LINGER_MS)
    socket.once('close', () => clearTimeout(timer))
  }
}

/** 429 with Retry-After and a short message, the body left unread. */
function sendTooManyWrites(
  req: ExpressRequest,
  res: ExpressResponse,
  refusal: { retryAfterSeconds: number; message: string },
) {
  leaveBodyUnread(req, res)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds))
  res.status(429)
  if (req.path.startsWith('/api/') || req.path.endsWith('.data'))
    res.json({ message: refusal.message })
  else res.type('text/plain').send(`${refusal.message}\n`)
}

/** 413 with a short answer; nothing of the body is kept or echoed. */
export function sendBodyTooLarge(req: ExpressRequest, res: ExpressResponse, limit: number) {
  const kB = Math.floor(limit / 1024)
  res.setHeader('Cache-Control', 'no-store')
  res.status(413)
  if (req.path.startsWith('/api/') || req.path.endsWith('.data'))
    res.json({ message: `Request body too large (${kB} kB at most).` })
  else res.type('text/plain').send(`Request body too large (${kB} kB at most).\n`)
  let drained = 0
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > DRAIN_CAP_BYTES) req.socket.destroy()
  })
  req.resume()
}

/** The fetch Request React Router sees: the URL as sent, every header, the body read above. */
export function toFetchRequest(
  req: ExpressRequest,
  options: { body?: Buffer; signal?: AbortSignal; method?: string } = {},
): Request {
  const method = options.method ?? req.method
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method,
    headers,
    signal: options.signal,
    body: hasBody ? new Uint8Array(options.body ?? []) : undefined,
  })
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error
  }
}

/**
 * The methods pages and the API answer. A fetch Request cannot even be made
 * for TRACE, TRACK or CONNECT, and no route has a use for WebDAV's and the
 * like: each is answered 405 before any route code runs.
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** 405 naming the methods the path does answer, in JSON under /api/, as text elsewhere. */
export function sendMethodNotAllowed(
  req: ExpressRequest,
  res: ExpressResponse,
  allowed: Iterable<string>,
) {
  res.setHeader('Allow', [...allowed].join(', '))
  res.setHeader('Cache-Control', 'no-store')
  res.status(405)
  const message = `Method ${req.method} is not allowed.`
  if (req.path.startsWith('/api/')) res.json({ message })
  else res.type('text/plain').send(`${message}\n`)
}

export function createRouterHandler(options: {
  handle: (request: Request, context: RouterContextProvider) => Promise<Response>
  contextFor: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
}) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (!ROUTED_METHODS.has(req.method)) return sendMethodNotAllowed(req, res, ROUTED_METHODS)
      let body: Buffer | undefined
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const rule = bodyRuleFor(req.path)
        const declaredBytes = declaredLength(req)
        if ((declaredBytes ?? 0) > rule.bytes) return sendBodyTooLarge(req, res, rule.bytes)
        const gate = await gateWrite(toFetchRequest(req), {
          path: req.path,
          declaredBytes,
          capBytes: rule.bytes,
          takesFiles: rule.takesFiles,
        })
        if (gate.outcome === 'limited') return sendTooManyWrites(req, res, gate)
        // An anonymous write reaches its route with no body (the route refuses it).
        if (gate.outcome === 'anonymous') leaveBodyUnread(req, res)
        else {
          try {
            body = await readBody(req, rule.bytes)
          } catch (error) {
            if (error instanceof BodyTooLargeError) return sendBodyTooLarge(req, res, rule.bytes)
            throw error
          }
          if (gate.outcome === 'allowed') await gate.settle(body.length)
        }
      }
      // A request whose visitor went away stops its loaders too.
      const controller = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) controller.abort()
      })
      const request = toFetchRequest(req, { body, signal: controller.signal })
      await sendResponse(res, await options.handle(request, options.contextFor(req, res)))
    } catch (error) {
      next(error)
    }
  }
}
