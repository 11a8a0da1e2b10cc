import { getAdminSession } from '~/auth/session.server'
import { db } from '~/db/db.server'
import { readUpload } from '~/uploads/uploads.server'
import { logNotFound } from '~/utils/http.server'
import type { Route } from './+types/uploads'

/**
 * GET /uploads/{filename}: the stored bytes, sandboxed (nosniff is set for every response).
 * Only a file the site links to is public (decision 039); one nothing links to yet (just
 * uploaded with a form) is shown to administrators alone, and never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await readUpload(db(), params.filename)
  const visible = file && (file.referenced || (await getAdminSession(request)))
  if (!file || !visible) {
    logNotFound(request)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
    })
  }
  const etag = `"${file.sha256}"`
  const headers = {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.filename}"`,
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    // A file's bytes never change, but it stops being public when nothing links to it any
    // more: caches keep it an hour at most, then revalidate (a 304 on the same ETag).
    'Cache-Control': file.referenced ? 'public, max-age=3600' : 'private, no-store',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(Buffer.from(file.data), { headers })
}
