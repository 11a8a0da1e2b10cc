/**
 * The pricing plans of public-site §9 (USD per month). Texts live in the
 * pricing namespace under plans.<id>; this module holds the figures and the
 * order of each list.
 */
import type { LocalizedPrices } from '~/db/schema'

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
  /** An extra provider licence, per month, for plans that sell them; null: its price on request. */
  extraLicence?: number | null
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
    extraLicence: 50,
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

/** A currency's amounts for the plans (region profiles, set in the back office). */
export type PlanAmounts = LocalizedPrices

/** The plans with a currency's amounts instead of the US dollar figures (Enterprise stays on request). */
export function localizePlans(amounts: PlanAmounts | null): readonly PricingPlan[] {
  if (!amounts) return plans
  return plans.map((plan) =>
    plan.id === 'starter'
      ? {
          ...plan,
          monthlyPrice: amounts.starterMonthly,
          annualPrice: amounts.starterAnnual,
          extraLicence: amounts.extraLicence ?? null,
        }
      : plan.id === 'professional'
        ? {
            ...plan,
            monthlyPrice: amounts.professionalMonthly,
            annualPrice: amounts.professionalAnnual,
          }
        : plan,
  )
}

/** $1,608, €1,500, £1,200 (1 608 € on a French page): the same text on the server and in every browser. */
export { formatPrice } from '~/languages/formats'
