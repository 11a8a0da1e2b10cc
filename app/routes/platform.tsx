import { ServerRendered } from '~/components/layout/server-rendered'
import { PlatformPage } from '~/components/platform/platform-page'
import { useHashScroll } from '~/components/platform/use-hash-scroll'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/platform'
// Nothing in the body is interactive: its words are the server's only (decisions 080, 148);
// the browser registers the head's (decision 162).
import 'virtual:page-copy/platform'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'platform')
}

export default function Platform() {
  // The hash's section, or the top, once the body is there (a visit from another page brings it with its data).
  useHashScroll()
  return <ServerRendered>{import.meta.env.SSR && <PlatformPage />}</ServerRendered>
}
