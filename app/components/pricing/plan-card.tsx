import { Check, Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, usePageLanguage } from '~/languages/link'
import { buttonVariants } from '~/components/ui/button'
import { formatPrice, planPrice, type BillingPeriod, type PricingPlan } from '~/pricing/plans'
import { cn } from '~/utils/cn'

export function PlanCard({
  plan,
  period,
  currency,
}: {
  plan: PricingPlan
  period: BillingPeriod
  currency: string
}) {
  const { t } = useTranslation('pricing')
  const language = usePageLanguage()
  // Both periods' texts are in the markup: the toggle switches them in place (billing-switch.ts).
  const prices = { yearly: planPrice(plan, 'yearly'), monthly: planPrice(plan, 'monthly') }
  const perMonth = (at: BillingPeriod) => formatPrice(prices[at]!.perMonth, currency, language)
  const billed = (at: BillingPeriod) => {
    const billedYearly = prices[at]!.billedYearly
    return billedYearly === null
      ? t('plans.billedMonthly')
      : t('plans.billedYearly', { total: formatPrice(billedYearly, currency, language) })
  }
  const titleId = `plan-${plan.id}-title`
  // The extra licence's price is the plan's, in the visitor's currency.
  const featureText = (feature: string) =>
    feature === 'extraLicenses' && plan.extraLicence === null
      ? t('plans.extraLicensesOnRequest')
      : t(`plans.${plan.id}.features.${feature}`, {
          price: formatPrice(plan.extraLicence ?? 0, currency, language),
        })
  return (
    <li
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        // The card's rows are the row's rows (subgrid): every card's button
        // starts at the same height, however long the descriptions above it.
        'relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-lg bg-background p-8',
        plan.popular ? 'border-2 border-primary shadow-lg' : 'border shadow-sm',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {t('plans.mostPopular')}
        </p>
      )}
      <h3 id={titleId} className="text-xl font-semibold">
        {t(`plans.${plan.id}.name`)}
      </h3>
      <p className="mt-2 text-muted-foreground">{t(`plans.${plan.id}.description`)}</p>
      <div className="mt-6 min-h-20" data-testid="plan-price" data-currency={currency}>
        {prices[period] ? (
          <>
            <p>
              <span
                data-yearly={perMonth('yearly')}
                data-monthly={perMonth('monthly')}
                className="text-4xl font-bold"
              >
                {perMonth(period)}
              </span>
              <span className="text-muted-foreground">{t('plans.perMonth')}</span>
            </p>
            <p
              data-yearly={billed('yearly')}
              data-monthly={billed('monthly')}
              className="mt-1 text-sm text-muted-foreground"
            >
              {billed(period)}
            </p>
          </>
        ) : (
          <>
            <p className="text-3xl font-bold">{t('plans.contactForPricing')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('plans.customQuote')}</p>
          </>
        )}
      </div>
      <Link
        to="/contact"
        className={cn(
          buttonVariants({ variant: plan.popular ? 'default' : 'outline', size: 'lg-wrap' }),
          'mt-6 w-full self-start',
        )}
      >
        {/* Wraps rather than widening the card: French calls to action run longer. */}
        <span className="text-center whitespace-normal">{t(`plans.${plan.id}.cta`)}</span>
      </Link>
      <div>
        <h4 className="sr-only">{t('plans.included')}</h4>
        <ul className="mt-8 space-y-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-teal" aria-hidden="true" />
              {featureText(feature)}
            </li>
          ))}
        </ul>
        {plan.notIncluded.length > 0 && (
          <>
            <h4 className="sr-only">{t('plans.notIncluded')}</h4>
            <ul className="mt-3 space-y-3 text-muted-foreground">
              {plan.notIncluded.map((item) => (
                <li key={item} className="flex gap-3">
                  <X className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  {t(`plans.${plan.id}.notIncluded.${item}`)}
                </li>
              ))}
            </ul>
          </>
        )}
        {plan.addons.length > 0 && (
          <div className="mt-6 border-t pt-4">
            <h4 className="text-sm font-semibold">{t('plans.addons')}</h4>
            <ul className="mt-2 space-y-2 text-sm text-muted-foreground">
              {plan.addons.map((addon) => (
                <li key={addon} className="flex gap-2">
                  <Plus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {t(`plans.${plan.id}.addons.${addon}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  )
}
