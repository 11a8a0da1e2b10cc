import { ServerRendered } from '~/components/layout/server-rendered'
import { PrivacyPolicy } from '~/components/legal/privacy-policy'
import { registerCopy } from '~/i18n'
import copy, { meta as metaCopy } from '~/locales/en/privacy.json'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/privacy'

export { clientLoader, loader, shouldRevalidate } from '~/utils/server-rendered-page'

// The body's words are the server's only (decision 080); the browser needs the head's.
registerCopy('privacy', import.meta.env.SSR ? copy : { meta: metaCopy })

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'privacy')
}

export default function Privacy() {
  return <ServerRendered>{import.meta.env.SSR && <PrivacyPolicy />}</ServerRendered>
}
