import { AboutPage } from '~/components/about/about-page'
import { ServerRendered } from '~/components/layout/server-rendered'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/about'
// The body's words are the server's only (decision 080): the browser registers the head's (decision 162).
import 'virtual:page-copy/about'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'about')
}

export default function About() {
  return <ServerRendered>{import.meta.env.SSR && <AboutPage />}</ServerRendered>
}
