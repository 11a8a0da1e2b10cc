/**
 * The HTTP answer for an upload (decision 084): HEAD, 304, 416 and every
 * header come from the file's row alone; only a body opens the disk copy,
 * sent from there by send.server.ts (a byte range of it for `Range`, which
 * PDF viewers and video players send).
 */

export interface ServedFile {
  filename: string
  mimeType: string
  size: number
  sha256: string
}

/** The first satisfiable byte range asked for, 'unsatisfiable', or null to send everything. */
export function requestedRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  // One range only: several (multipart/byteranges) are allowed to be answered in full.
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (!match[1] && !match[2])) return null
  const [first, last] = [match[1]!, match[2]!]
  if (!first) {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last ? Math.min(Number(last), size - 1) : size - 1
  if (start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end }
}

/** Whether an If-None-Match header names this entity tag (the weak comparison RFC 9110 asks for). */
export function matchesEtag(header: string | null, etag: string) {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/** An answer's status and headers, and what follows them: nothing, a short text, or a byte range of a file on disk. */
export interface UploadAnswer {
  status: number
  headers: Headers
  body: null | string | { path: string; start: number; end: number }
}

export async function uploadAnswer(
  request: Request,
  file: ServedFile,
  options: { shared: boolean; diskCopy: () => Promise<string> },
): Promise<UploadAnswer> {
  // The content hash: a file's bytes never change, so the tag is strong.
  const etag = `"${file.sha256}"`
  const headers = new Headers({
    'Content-Type': file.mimeType,
    'Content-Disposition': `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    // A file's bytes never change, but it stops being public when no published content links
    // to it any more: caches keep it an hour at most, then revalidate (a 304 on the same ETag).
    'Cache-Control': options.shared ? 'public, max-age=3600' : 'private, no-store',
    'Accept-Ranges': 'bytes',
    ETag: etag,
  })
  if (matchesEtag(request.headers.get('If-None-Match'), etag))
    return { status: 304, headers, body: null }

  const ifRange = request.headers.get('If-Range')
  const range =
    ifRange && ifRange !== etag ? null : requestedRange(request.headers.get('Range'), file.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    headers.set('Content-Type', 'text/plain')
    return { status: 416, headers, body: null }
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 }
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${file.size}`)
  headers.set('Content-Length', String(end - start + 1))
  const status = range ? 206 : 200
  if (request.method === 'HEAD' || end < start) return { status, headers, body: null }
  return { status, headers, body: { path: await options.diskCopy(), start, end } }
}
