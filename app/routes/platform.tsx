import { PlatformAi } from '~/components/platform/platform-ai'
import { PlatformBenefits } from '~/components/platform/platform-benefits'
import { PlatformCta } from '~/components/platform/platform-cta'
import { PlatformFeatures } from '~/components/platform/platform-features'
import { PlatformOverview } from '~/components/platform/platform-overview'
import { PlatformWorkflow } from '~/components/platform/platform-workflow'
import { useHashScroll } from '~/components/platform/use-hash-scroll'
import { registerCopy } from '~/i18n'
import copy from '~/locales/en/platform.json'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/platform'

registerCopy('platform', copy)

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'platform')
}

/** public-site §2 "Platform": #overview #features #workflow #ai #benefits, then the call to action. */
export default function Platform() {
  useHashScroll()
  return (
    <>
      <PlatformOverview />
      <PlatformFeatures />
      <PlatformWorkflow />
      <PlatformAi />
      <PlatformBenefits />
      <PlatformCta />
    </>
  )
}
