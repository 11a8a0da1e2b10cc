import { useTranslation } from 'react-i18next'
import type { BillingPeriod } from '~/pricing/plans'
import { cn } from '~/utils/cn'

const periods: readonly BillingPeriod[] = ['yearly', 'monthly']

/**
 * Yearly (default) or monthly: two toggle buttons (public-site §4), the
 * pressed one filled. They are the submit buttons of a GET form to
 * `?billing=…#plans`, so without JavaScript the server renders the other
 * period; with it, a click switches the prices in place.
 */
export function BillingToggle({
  period,
  onChange,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) {
  const { t } = useTranslation('pricing')
  return (
    <form method="get" action="#plans" className="flex justify-center">
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
            onClick={(event) => {
              event.preventDefault()
              onChange(value)
            }}
            className={cn(
              'min-h-10 min-w-28 rounded-full px-5 text-sm font-medium transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 motion-reduce:transition-none',
              period === value
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-foreground hover:bg-background',
            )}
          >
            {t(`billing.${value}`)}
          </button>
        ))}
      </div>
    </form>
  )
}
