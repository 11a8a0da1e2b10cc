/**
 * What a log line may say about a request or an error: no secret, no
 * personal data. Logs are read by more people, and kept longer, than the
 * database rows they describe, and an erase cannot reach them.
 */
import pino from 'pino'

const REDACTED = '[redacted]'

/**
 * Query parameters whose value is a secret or personal: unsubscribe links'
 * `token` (it carries the address and its signature), and the back office's
 * searches (`q`: often a person's name or address).
 */
const hiddenParameters = new Set(['token', 'q'])

/** Path prefixes whose next segment is a secret: preview links (`/preview/<token>`). */
const secretSegmentAfter = new Set(['preview'])

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' ')).toLowerCase()
  } catch {
    return text.toLowerCase()
  }
}

/** `url` (a request's path and query) with its secret parts replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const segments = path.split('/')
  const safePath = segments
    .map((segment, index) =>
      index > 0 && secretSegmentAfter.has(decoded(segments[index - 1]!)) ? REDACTED : segment,
    )
    .join('/')
  if (queryStart === -1) return safePath
  const safeQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!
      return hiddenParameters.has(decoded(name)) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${safePath}?${safeQuery}`
}

/** Properties of database errors that hold the values of a query: the row a visitor sent. */
const valueProperties = ['params', 'parameters', 'detail'] as const

/**
 * An error as pino would log it, without the values of the failed query.
 * Drizzle writes them into the message and the stack too
 * (`Failed query: …\nparams: Ada,Lovelace,ada@…`): those lines are cut. The
 * SQL text, with its `$1` placeholders, stays: it says what failed.
 */
export function errorWithoutValues(error: unknown) {
  if (!(error instanceof Error)) return error
  const serialized = pino.stdSerializers.err(error) as Record<string, unknown>
  const params = (error as { params?: unknown }).params
  if (Array.isArray(params)) {
    const listed = `\nparams: ${String(params)}`
    for (const key of ['message', 'stack'] as const) {
      const text = serialized[key]
      if (typeof text === 'string')
        serialized[key] = text.split(listed).join(`\nparams: ${REDACTED}`)
    }
  }
  for (const key of valueProperties) if (key in serialized) serialized[key] = REDACTED
  return serialized
}
