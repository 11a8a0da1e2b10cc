import { db } from '~/db/db.server'
import { readUpload } from '~/uploads/uploads.server'
import { logNotFound } from '~/utils/http.server'
import type { Route } from './+types/uploads'

/** GET /uploads/{filename}: the stored bytes, sandboxed, cached for a year (nosniff is set for every response). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await readUpload(db(), params.filename)
  if (!file) {
    logNotFound(request)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  }
  const etag = `"${file.sha256}"`
  const headers = {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(Buffer.from(file.data), { headers })
}
