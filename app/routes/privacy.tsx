import { ServerRendered } from '~/components/layout/server-rendered'
import { PrivacyPolicy } from '~/components/legal/privacy-policy'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/privacy'
// The body's words are the server's only (decision 080): the browser registers the head's (decision 162).
import 'virtual:page-copy/privacy'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'privacy')
}

export default function Privacy() {
  return <ServerRendered>{import.meta.env.SSR && <PrivacyPolicy />}</ServerRendered>
}
