import { db } from '~/db/db.server'
import { resourceLinks } from '~/resources/library.server'
import { getEnv } from '~/utils/env.server'

/** The public pages besides resources; each page issue adds its path here. */
const PAGE_PATHS = [
  '/',
  '/contact',
  '/subscribe',
  '/resources',
  '/resources/events',
  '/resources/newsroom',
  '/resources/case-studies',
  '/resources/white-papers',
  '/resources/webinars',
]

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** GET /sitemap.xml: every public page and every resource, with its last change. */
export async function loader() {
  const origin = getEnv().publicOrigin
  const entries = [
    ...PAGE_PATHS.map((path) => ({
      loc: `${origin}${path}`,
      lastmod: undefined as Date | undefined,
    })),
    ...(await resourceLinks(db())).map((resource) => ({
      loc: `${origin}${resource.link}`,
      lastmod: resource.updatedAt,
    })),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
