/**
 * The back-office pages for `npm run screenshots -- --admin`: every admin page
 * route, with each `:id` filled in with the first real item its list links to
 * (the seeded white paper's editor, the first contact, the first e-mail), so a
 * review sees pages with content rather than "not found".
 */
import type { BrowserContext } from 'playwright-core'
import { routeUrls } from '../tests/e2e/route-paths.ts'

/** Where to find a real id for a pattern, and the links that carry it. */
function listOf(pattern: string, url: string): { list: string; link: string } | null {
  if (pattern === '/admin/database/contacts/:id')
    return { list: '/admin/database?tab=contacts', link: '/admin/database/contacts/' }
  if (pattern === '/admin/outbox/:id') return { list: '/admin/outbox', link: '/admin/outbox/' }
  const collection = /^\/admin\/(?:history\/|preview-links\/)?([\w-]+)\//.exec(url)?.[1]
  if (!collection) return null
  return { list: `/admin/${collection}`, link: `/admin/${collection}/edit/` }
}

export async function adminScreenshotUrls(context: BrowserContext, baseUrl: string) {
  const pages = routeUrls.filter(
    ({ id, url }) =>
      url.startsWith('/admin') &&
      !id.endsWith('.ts') &&
      !['/admin/logout', '/admin/login'].includes(url),
  )
  const page = await context.newPage()
  const firstIds = new Map<string, string | null>()
  const urls: string[] = []
  try {
    for (const { pattern, url } of pages) {
      if (!url.includes('no-such-id')) {
        urls.push(url)
        continue
      }
      const source = listOf(pattern, url)
      if (!source) continue
      if (!firstIds.has(source.list)) {
        await page.goto(`${baseUrl}${source.list}`)
        const href = await page
          .locator(`a[href^="${source.link}"]`)
          .first()
          .getAttribute('href', { timeout: 2_000 })
          .catch(() => null)
        firstIds.set(source.list, href?.slice(source.link.length).split(/[/?#]/)[0] ?? null)
      }
      const id = firstIds.get(source.list)
      // A list with nothing in it (no e-mail sent yet): its detail page is left out.
      if (id) urls.push(url.replace('no-such-id', id))
    }
  } finally {
    await page.close()
  }
  return urls
}
