/**
 * List prices per currency: what a region shows out of the box. They are
 * starting figures, not a rate conversion: staff adjust them in the regional
 * offers manager (/admin/regional-offers), where the amounts belong to the
 * currency (every region that uses it shows them). US dollars are the
 * figures of public-site §9 (app/pricing/plans.ts).
 */
import type { LocalizedPrices } from '~/db/schema'

export const LIST_PRICES: Readonly<Record<string, LocalizedPrices>> = {
  USD: {
    starterMonthly: 149,
    starterAnnual: 134,
    professionalMonthly: 999,
    professionalAnnual: 899,
    extraLicence: 50,
  },
  CAD: {
    starterMonthly: 199,
    starterAnnual: 179,
    professionalMonthly: 1349,
    professionalAnnual: 1209,
    extraLicence: 69,
  },
  GBP: {
    starterMonthly: 119,
    starterAnnual: 107,
    professionalMonthly: 799,
    professionalAnnual: 719,
    extraLicence: 40,
  },
  EUR: {
    starterMonthly: 139,
    starterAnnual: 125,
    professionalMonthly: 929,
    professionalAnnual: 839,
    extraLicence: 45,
  },
}

/**
 * Amounts saved before the extra licence had a price of its own take the
 * currency's list price for it (undefined for a currency without one).
 */
export function withExtraLicence(prices: LocalizedPrices, currency: string): LocalizedPrices {
  return { ...prices, extraLicence: prices.extraLicence ?? LIST_PRICES[currency]?.extraLicence }
}

/** A currency's list prices; null for a currency without any (the page then shows US dollars). */
export function listPricesOf(currency: string): LocalizedPrices | null {
  return LIST_PRICES[currency] ?? null
}
