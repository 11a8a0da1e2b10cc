import { PlatformAi } from './platform-ai'
import { PlatformBenefits } from './platform-benefits'
import { PlatformCta } from './platform-cta'
import { PlatformFeatures } from './platform-features'
import { PlatformOverview } from './platform-overview'
import { PlatformWorkflow } from './platform-workflow'

/** public-site §2 "Platform": #overview #features #workflow #ai #benefits, then the call to action. */
export function PlatformPage() {
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
