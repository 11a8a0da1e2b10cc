import { useTranslation } from 'react-i18next'
import type { BillingPeriod } from '~/pricing/plans'

const periods: readonly BillingPeriod[] = ['yearly', 'monthly']

/**
 * Yearly (default) or monthly: two toggle buttons (public-site §4), the
 * pressed one filled. They are the submit buttons of a GET form to
 * `?billing=…#plans`, so without JavaScript the server renders the other
 * period; with it, `followBillingSwitch` (billing-switch.ts) switches the
 * prices in place. Server-rendered only (decision 159): the pressed look
 * follows `aria-pressed`, so the browser changes nothing else.
 */
export function BillingToggle({ period }: { period: BillingPeriod }) {
  const { t } = useTranslation('pricing')
  return (
    <form method="get" action="#plans" className="flex justify-center" data-billing-switch="">
      <div
        role="group"
        aria-label={t('billing.label')}
        className="inline-flex rounded-full border bg-muted p-1"
      >
        {periods.map((value) => (
          <button
            key={value}
            type="submit"
            name="billing"
            value={value}
            aria-pressed={period === value}
            data-testid={`billing-${value}`}
            className="min-h-10 min-w-28 rounded-full px-5 text-sm font-medium text-foreground transition-colors outline-none not-aria-pressed:hover:bg-background focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:shadow-sm motion-reduce:transition-none"
          >
            {t(`billing.${value}`)}
          </button>
        ))}
      </div>
    </form>
  )
}
