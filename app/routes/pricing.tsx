import { LogoCarousel } from '~/components/pricing/logo-carousel'
import { PricingCta } from '~/components/pricing/pricing-cta'
import { PricingFaq } from '~/components/pricing/pricing-faq'
import { PricingHero } from '~/components/pricing/pricing-hero'
import { PricingPlans } from '~/components/pricing/pricing-plans'
import { db } from '~/db/db.server'
import { registerCopy } from '~/i18n'
import copy from '~/locales/en/pricing.json'
import { billingPeriodOf } from '~/pricing/plans'
import { pricingCustomerLogos, regionPricing } from '~/pricing/pricing.server'
import { regionInputOf } from '~/region/offer.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/pricing'

registerCopy('pricing', copy)

export function meta(args: Route.MetaArgs) {
  return searchEngineMeta(args, 'pricing')
}

export async function loader({ request }: Route.LoaderArgs) {
  return {
    // Yearly by default; ?billing=monthly is the toggle without JavaScript.
    period: billingPeriodOf(new URL(request.url).searchParams.get('billing')),
    logos: await pricingCustomerLogos(db()),
    // The visitor's region decides the currency (the page cache keeps one variant per region).
    pricing: await regionPricing(db(), regionInputOf(request)),
  }
}

/** public-site §2 "Pricing": toggle and plans, customer logos, the FAQ, the call to action. */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PricingHero />
      <PricingPlans
        key={loaderData.period}
        initialPeriod={loaderData.period}
        pricing={loaderData.pricing}
      />
      <LogoCarousel logos={loaderData.logos} />
      <PricingFaq />
      <PricingCta />
    </>
  )
}
