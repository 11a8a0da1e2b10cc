/**
 * The pricing plans of public-site §9 (USD per month). Texts live in the
 * pricing namespace under plans.<id>; this module holds the figures and the
 * order of each list.
 */
export type BillingPeriod = 'yearly' | 'monthly'

export interface PricingPlan {
  id: 'starter' | 'professional' | 'enterprise'
  /** Per month when billed monthly; null: contact for pricing. */
  monthlyPrice: number | null
  /** Per month when billed annually. */
  annualPrice: number | null
  features: readonly string[]
  notIncluded: readonly string[]
  /** Keys under plans.<id>.addons. */
  addons: readonly string[]
  popular: boolean
  showContactUs: boolean
}

export const plans: readonly PricingPlan[] = [
  {
    id: 'starter',
    monthlyPrice: 149,
    annualPrice: 134,
    features: ['license', 'extraLicenses', 'clients', 'carePlans', 'patientApp', 'scheduling'],
    notIncluded: ['api'],
    addons: ['list'],
    popular: false,
    showContactUs: false,
  },
  {
    id: 'professional',
    monthlyPrice: 999,
    annualPrice: 899,
    features: ['users', 'everything', 'fhir', 'alerts', 'analytics', 'support'],
    notIncluded: ['api'],
    addons: ['list'],
    popular: true,
    showContactUs: false,
  },
  {
    id: 'enterprise',
    monthlyPrice: null,
    annualPrice: null,
    features: ['users', 'api', 'everything', 'hosting', 'manager', 'startups'],
    notIncluded: [],
    addons: [],
    popular: false,
    showContactUs: true,
  },
]

/** Yearly is the default (§4); anything but 'monthly' in ?billing= means yearly. */
export function billingPeriodOf(value: string | null | undefined): BillingPeriod {
  return value === 'monthly' ? 'monthly' : 'yearly'
}

/** What a plan shows for a period: the monthly figure and, when yearly, the amount billed a year. */
export function planPrice(plan: PricingPlan, period: BillingPeriod) {
  if (plan.monthlyPrice === null || plan.annualPrice === null) return null
  return period === 'yearly'
    ? { perMonth: plan.annualPrice, billedYearly: plan.annualPrice * 12 }
    : { perMonth: plan.monthlyPrice, billedYearly: null }
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** $1,608: the same text on the server and in every browser. */
export function formatPrice(amount: number) {
  return usd.format(amount)
}
