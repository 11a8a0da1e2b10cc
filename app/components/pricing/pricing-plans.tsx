import { useTranslation } from 'react-i18next'
import { localizePlans, type BillingPeriod, type PlanAmounts } from '~/pricing/plans'
import { BillingToggle } from './billing-toggle'
import { PlanCard } from './plan-card'

/** Server-rendered only (decision 159): the toggle's presses are followed by billing-switch.ts. */
export function PricingPlans({
  period,
  pricing,
}: {
  period: BillingPeriod
  pricing: { currency: string; amounts: PlanAmounts | null }
}) {
  const { t } = useTranslation('pricing')
  return (
    <section id="plans" aria-labelledby="plans-title" className="scroll-mt-20 px-4 py-12 sm:px-6">
      <h2 id="plans-title" className="sr-only">
        {t('plans.title')}
      </h2>
      <BillingToggle period={period} />
      <ul className="mx-auto mt-12 grid max-w-6xl grid-cols-1 gap-8 lg:grid-cols-3">
        {localizePlans(pricing.amounts).map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} currency={pricing.currency} />
        ))}
      </ul>
    </section>
  )
}
