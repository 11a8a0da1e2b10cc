import { ServerRendered } from '~/components/layout/server-rendered'
import { TermsOfService } from '~/components/legal/terms-of-service'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/terms'
// The body's words are the server's only (decision 080): the browser registers the head's (decision 162).
import 'virtual:page-copy/terms'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'terms')
}

export default function Terms() {
  return <ServerRendered>{import.meta.env.SSR && <TermsOfService />}</ServerRendered>
}
