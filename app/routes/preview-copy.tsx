import { redirect } from 'react-router'
import { copyPreviewCookie, resolveCopyPreview } from '~/site-copy/page-copy.server'
import { getEnv } from '~/utils/env.server'
import { notFound } from '~/utils/http.server'
import type { Route } from './+types/preview-copy'

/**
 * A copy preview link (decision 106): sets the cookie that shows the drafts on
 * every page while the link lives, then opens the page it was made for
 * (`?page=/pricing`, the home page by default).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await resolveCopyPreview(params.token)
  if (!link) return notFound(request)
  const page = new URL(request.url).searchParams.get('page') ?? '/'
  const https = getEnv().publicOrigin.startsWith('https:')
  return redirect(/^\/(?!\/)/.test(page) ? page : '/', {
    headers: {
      'Set-Cookie': copyPreviewCookie(params.token, link.expiresAt, https),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

// Never rendered: the loader redirects, or answers the public 404 page (the layout's error boundary).
export default function PreviewCopy() {
  return null
}
