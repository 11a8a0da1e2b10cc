import { db } from '~/db/db.server'
import { resolvePreview } from '~/content/preview.server'
import { findResourceForPreview } from '~/resources/library.server'
import { resourcePageData } from '~/resources/resource-page.server'
import { notFound } from '~/utils/http.server'
import type { Route } from './+types/preview'
import ResourceDetail, { meta as resourceMeta } from './resource-detail'

/**
 * A preview link (decision 064): the item's page exactly as it will look,
 * draft or scheduled, for whoever has the link while it lives. Never indexed,
 * never stored in a cache (the page cache skips /preview/).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await resolvePreview(db(), params.token)
  const resource =
    link?.entityType === 'resources' ? await findResourceForPreview(db(), link.entityId) : undefined
  if (!resource) notFound(request)
  return resourcePageData(resource)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
}

export function meta(args: Route.MetaArgs) {
  return [
    ...resourceMeta(args as never).filter((tag) => !('tagName' in tag && tag.tagName === 'link')),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

export default ResourceDetail
