import { ServerRendered } from '~/components/layout/server-rendered'
import { TermsOfService } from '~/components/legal/terms-of-service'
import { registerCopy } from '~/i18n'
import copy, { meta as metaCopy } from '~/locales/en/terms.json'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/terms'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

// The body's words are the server's only (decision 080); the browser needs the head's.
registerCopy('terms', import.meta.env.SSR ? copy : { meta: metaCopy })

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'terms')
}

export default function Terms() {
  return <ServerRendered>{import.meta.env.SSR && <TermsOfService />}</ServerRendered>
}
