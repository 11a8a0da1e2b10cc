/**
 * React writes a page's shell as dozens of small chunks (about 2 kB each), all in
 * one synchronous flush. Each chunk then pays, on its own, every stage after it:
 * the after-paint rewrite, the web stream React Router hands to the server, the
 * response, and above all the compression middleware, whose per-write cost in
 * zlib's thread pool was most of an uncached render's compression time
 * (docs/benchmarks.md, "Uncached pages"). This stage hands on what arrived
 * within one turn of the event loop as one chunk: the shell leaves in one piece,
 * and a later Suspense boundary still leaves as soon as React writes it.
 */
import { Transform } from 'node:stream'

export function coalesceChunksStream(): Transform {
  let parts: Buffer[] = []
  let scheduled = false
  const pushParts = (stream: Transform) => {
    if (parts.length === 0 || stream.destroyed) return
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts))
    parts = []
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          pushParts(this)
        })
      }
      callback()
    },
    flush(callback) {
      pushParts(this)
      callback()
    },
  })
}
