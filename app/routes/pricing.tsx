import { useEffect } from 'react'
import { ServerRendered } from '~/components/layout/server-rendered'
import { followBillingSwitch } from '~/components/pricing/billing-switch'
import { openFaqAsAccordion } from '~/components/pricing/faq-accordion'
import { LogoCarousel } from '~/components/pricing/logo-carousel'
import { loadInteractionsOnDemand } from '~/components/pricing/interactions-on-demand'
import { PricingCta } from '~/components/pricing/pricing-cta'
import { PricingFaq } from '~/components/pricing/pricing-faq'
import { PricingHero } from '~/components/pricing/pricing-hero'
import { PricingPlans } from '~/components/pricing/pricing-plans'
import { db } from '~/db/db.server'
import { billingPeriodOf } from '~/pricing/plans'
import { pricingCustomerLogos, regionPricing } from '~/pricing/pricing.server'
import { regionInputOf } from '~/region/offer.server'
import { searchEngineMeta } from '~/site-copy/search-engine-meta'
import type { Route } from './+types/pricing'
// The browser renders none of the body: its words are the server's (decisions 159, 162).
import 'virtual:page-copy/pricing'

export { clientLoader, shouldRevalidate } from '~/utils/server-rendered-page'

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

/**
 * public-site §2 "Pricing": toggle and plans, customer logos, the FAQ, the call
 * to action. The body is kept as the server rendered it (`ServerRendered`,
 * decision 080; its loader is the page's own, the browser needs none of its
 * data); what reacts (the billing toggle, the FAQ's accordion, the carousel)
 * is followed on that markup by a few lines without words (decision 159).
 */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  // The part's markup is in place once this runs, on a first load as after a visit
  // from another page; a new period in the address brings new markup, followed anew.
  useEffect(() => {
    const body = document.querySelector('main')!
    const stop = new AbortController()
    followBillingSwitch(body, stop.signal)
    openFaqAsAccordion(body)
    loadInteractionsOnDemand(body, stop.signal)
    return () => stop.abort()
  }, [loaderData])
  // The server's data: in the browser the body is kept from the server (or fetched), not rendered.
  const data = loaderData as Awaited<ReturnType<typeof loader>>
  return (
    <ServerRendered>
      {import.meta.env.SSR && (
        <>
          <PricingHero />
          <PricingPlans period={data.period} pricing={data.pricing} />
          <LogoCarousel logos={data.logos} />
          <PricingFaq />
          <PricingCta />
        </>
      )}
    </ServerRendered>
  )
}
