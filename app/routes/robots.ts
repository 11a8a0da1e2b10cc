import { getEnv } from '~/utils/env.server'

/** GET /robots.txt: everything public may be crawled, the back office and the API not. */
export function loader() {
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${getEnv().publicOrigin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
