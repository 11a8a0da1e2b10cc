import * as Switch from '@radix-ui/react-switch'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { BillingPeriod } from '~/pricing/plans'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'

const track =
  'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-primary transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 motion-reduce:transition-none'
const thumb =
  'block size-6 rounded-full bg-white shadow transition-transform motion-reduce:transition-none'

/**
 * Yearly (default) or monthly. With JavaScript, a Radix switch named
 * 'Yearly'; before hydration or without JavaScript, a link to ?billing=…
 * that looks the same, so the choice still works.
 */
export function BillingToggle({
  period,
  onChange,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) {
  const { t } = useTranslation('pricing')
  const hydrated = useHydrated()
  const yearly = period === 'yearly'
  return (
    <div
      role="group"
      aria-label={t('billing.label')}
      className="flex items-center justify-center gap-3"
    >
      <span className={cn('font-medium', !yearly ? 'text-foreground' : 'text-muted-foreground')}>
        {t('billing.monthly')}
      </span>
      {hydrated ? (
        <Switch.Root
          id="billing-period"
          checked={yearly}
          onCheckedChange={(checked) => onChange(checked ? 'yearly' : 'monthly')}
          className={cn(track, !yearly && 'bg-input')}
          data-testid="billing-switch"
        >
          <Switch.Thumb className={cn(thumb, yearly ? 'translate-x-5' : 'translate-x-0')} />
        </Switch.Root>
      ) : (
        <Link
          to={yearly ? '?billing=monthly#plans' : '?billing=yearly#plans'}
          preventScrollReset
          className={cn(track, !yearly && 'bg-input')}
          data-testid="billing-link"
        >
          <span className="sr-only">
            {t(yearly ? 'billing.showMonthly' : 'billing.showYearly')}
          </span>
          <span
            aria-hidden="true"
            className={cn(thumb, yearly ? 'translate-x-5' : 'translate-x-0')}
          />
        </Link>
      )}
      {hydrated ? (
        <label
          htmlFor="billing-period"
          className={cn('font-medium', yearly ? 'text-foreground' : 'text-muted-foreground')}
        >
          {t('billing.yearly')}
        </label>
      ) : (
        <span className={cn('font-medium', yearly ? 'text-foreground' : 'text-muted-foreground')}>
          {t('billing.yearly')}
        </span>
      )}
    </div>
  )
}
