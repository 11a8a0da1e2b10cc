import { isReachableLink } from '~/content/resources'
import { db } from '~/db/db.server'
import { SITE_PAGE_PATHS } from '~/redirects/redirects'
import { resourceLinks } from '~/resources/library.server'
import { getEnv } from '~/utils/env.server'
import { activeLanguages } from '~/languages/active-languages.server'
import { pathInLanguage } from '~/languages/languages'
import { copyPublishedAt } from '~/site-copy/search-engine.server'

/**
 * The public pages besides resources: every fixed path of the route config
 * (`SITE_PAGE_PATHS`), but files and the pages no one should land on from a
 * search (the unsubscribe form needs its e-mail's token).
 */
const PAGE_PATHS = SITE_PAGE_PATHS.filter(
  (path) => !/\.\w+$/.test(path) && !['/cookie-consent', '/unsubscribe'].includes(path),
)

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * GET /sitemap.xml: every public page and every resource, with its last change;
 * with several active languages, each page once per language with its
 * alternates (`xhtml:link`, decision 099).
 */
export async function loader() {
  const origin = getEnv().publicOrigin
  const languages = await activeLanguages()
  // A page's last change is its copy's last publish (a resource's: its own).
  const copyChanged = await copyPublishedAt(db())
  const pages = [
    ...PAGE_PATHS.map((path) => ({
      loc: path,
      lastmod: undefined as Date | undefined,
    })),
    // A link stored before links were checked may be one no browser can ask for: left out.
    ...(await resourceLinks(db()))
      .filter(({ link }) => isReachableLink(link))
      .map((resource) => ({
        loc: resource.link,
        lastmod: resource.updatedAt,
      })),
  ]
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length > 1
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.flatMap(({ loc, lastmod }) => {
      const alternates =
        languages.length > 1
          ? [
              ...languages.map((language) => [language, language] as const),
              ['x-default', 'en'] as const,
            ]
              .map(
                ([hrefLang, language]) =>
                  `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(`${origin}${pathInLanguage(loc, language)}`)}"/>`,
              )
              .join('')
          : ''
      return languages.map((language) => {
        const changed = lastmod ?? copyChanged(language, loc)
        return `  <url><loc>${escapeXml(`${origin}${pathInLanguage(loc, language)}`)}</loc>${changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ''}${alternates}</url>`
      })
    }),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
