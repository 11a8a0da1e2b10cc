/**
 * React writes a page's shell as dozens of small chunks (about 2 kB each), all in
 * one synchronous flush. Each chunk then pays, on its own, every stage after it:
 * the after-paint rewrite, the web stream React Router hands to the server, the
 * response, and above all the compression middleware, whose per-write cost in
 * zlib's thread pool was most of an uncached render's compression time
 * (docs/benchmarks.md, "Uncached pages"). This stage hands on what arrived
 * within one turn of the event loop as one chunk: the shell leaves in one piece,
 * and a later Suspense boundary still leaves as soon as React writes it.
 *
 * It is also the page's only stage between React and the response: `edit`
 * rewrites each coalesced piece there (hydrate-after-paint.server.ts), and
 * `onEnd` runs once the page is written, instead of one more stream for each.
 */
import { Transform } from 'node:stream'

/** Rewrites a piece of the page; `last` says nothing follows it. */
export type PageEdit = (bytes: Buffer, last: boolean) => Buffer

export function coalesceChunksStream({
  edit,
  onEnd,
}: { edit?: PageEdit; onEnd?: () => void } = {}): Transform {
  let parts: Buffer[] = []
  let scheduled = false
  const takeParts = (last: boolean) => {
    const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts)
    parts = []
    return edit ? edit(bytes, last) : bytes
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          if (parts.length === 0 || this.destroyed) return
          const bytes = takeParts(false)
          if (bytes.length > 0) this.push(bytes)
        })
      }
      callback()
    },
    flush(callback) {
      onEnd?.()
      const bytes = takeParts(true)
      callback(null, bytes.length > 0 ? bytes : undefined)
    },
  })
}
