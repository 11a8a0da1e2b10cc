import { AboutPage } from '~/components/about/about-page'
import { ServerRendered } from '~/components/layout/server-rendered'
import { registerCopy } from '~/i18n'
import copy, { meta as metaCopy } from '~/locales/en/about.json'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/about'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

// The body's words are the server's only (decision 080); the browser needs the head's.
registerCopy('about', import.meta.env.SSR ? copy : { meta: metaCopy })

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'about')
}

export default function About() {
  return <ServerRendered>{import.meta.env.SSR && <AboutPage />}</ServerRendered>
}
