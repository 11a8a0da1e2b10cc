import type { ComponentType } from 'react'
import { data } from 'react-router'
import { db } from '~/db/db.server'
import { withPreviewOf } from '~/db/preview-scope.server'
import { previewPageOf, resolvePreview } from '~/content/preview.server'
import { findResourceForPreview } from '~/resources/library.server'
import { resourcePageData } from '~/resources/resource-page.server'
import { previewCookie } from '~/uploads/preview-cookie.server'
import { getEnv } from '~/utils/env.server'
import { notFound } from '~/utils/http.server'
import type { Route } from './+types/preview'
import Home, { loader as homeLoader, meta as homeMeta } from './home'
import Pricing, { loader as pricingLoader, meta as pricingMeta } from './pricing'
import ResourceDetail, { meta as resourceMeta } from './resource-detail'
import Resources, { loader as resourcesLoader, meta as resourcesMeta } from './resources'
import Solutions, { loader as solutionsLoader, meta as solutionsMeta } from './solutions'

/**
 * The public pages a preview shows, by name: their component and meta (decision 064).
 * The loader answers the page's own loader data (plus `previewPage`).
 */
const pages = {
  resource: { Component: ResourceDetail, meta: resourceMeta },
  home: { Component: Home, meta: homeMeta },
  pricing: { Component: Pricing, meta: pricingMeta },
  resources: { Component: Resources, meta: resourcesMeta },
  solutions: { Component: Solutions, meta: solutionsMeta },
}
type Page = keyof typeof pages
const shownPage = (loaderData: unknown) => (loaderData as { previewPage: Page }).previewPage

/**
 * A preview link (decision 064): the page the item appears on, exactly as it
 * will look, draft or scheduled, for whoever has the link while it lives. A
 * resource is its own page; any other item is shown on the page that lists
 * it, rendered by that page's own loader with the item counted as live.
 * Never indexed, never stored in a cache (the page cache skips /preview/).
 */
export async function loader(args: Route.LoaderArgs) {
  const token = args.params.token
  const link = await resolvePreview(db(), token)
  const target = link ? await previewPageOf(db(), link) : null
  if (!link || !target) return notFound(args.request)
  // The draft's files under /uploads/ open for this link while it lives (decision 084).
  const https = getEnv().publicOrigin.startsWith('https:')
  const opensFiles = { headers: { 'Set-Cookie': previewCookie(token, link.expiresAt, https) } }
  if (target.page === 'resource') {
    const resource = await findResourceForPreview(db(), link.entityId)
    if (!resource) return notFound(args.request)
    return data({ ...(await resourcePageData(resource)), previewPage: target.page }, opensFiles)
  }
  // Apart from `pages`, which the component reads: the client build drops the pages' loaders.
  const loaders = {
    home: homeLoader,
    pricing: pricingLoader,
    resources: resourcesLoader,
    solutions: solutionsLoader,
  }
  const render = loaders[target.page] as (args: Route.LoaderArgs) => Promise<object>
  const page = await withPreviewOf({ table: target.table, id: link.entityId }, () => render(args))
  return data({ ...page, previewPage: target.page as Page }, opensFiles)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(loaderHeaders.has('Set-Cookie') && { 'Set-Cookie': loaderHeaders.get('Set-Cookie')! }),
  }
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return []
  const pageMeta = pages[shownPage(args.loaderData)].meta as (
    args: unknown,
  ) => Array<Record<string, unknown>>
  return [
    // No canonical link: the preview is not the page's address.
    ...pageMeta(args).filter((tag) => !('tagName' in tag && tag.tagName === 'link')),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

// The page's own component: framework mode hands it this route's loader data, which is its own.
export default function Preview({ loaderData }: Route.ComponentProps) {
  const Component = pages[shownPage(loaderData)].Component as ComponentType
  return <Component />
}
