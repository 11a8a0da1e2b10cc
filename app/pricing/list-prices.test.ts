import { describe, expect, test } from 'vitest'
import { localizePlans } from './plans'
import { LIST_PRICES, withExtraLicence } from './list-prices'

describe('the extra provider licence in a currency', () => {
  const savedBefore = {
    starterMonthly: 139,
    starterAnnual: 125,
    professionalMonthly: 929,
    professionalAnnual: 839,
  }

  test('amounts saved before it had a price take the currency’s list price', () => {
    expect(withExtraLicence(savedBefore, 'EUR').extraLicence).toBe(LIST_PRICES.EUR!.extraLicence)
  })

  test('an amount staff saved stays', () => {
    expect(withExtraLicence({ ...savedBefore, extraLicence: 39 }, 'EUR').extraLicence).toBe(39)
  })

  test('a currency without list prices leaves it on request, never in another currency', () => {
    const starter = localizePlans(withExtraLicence(savedBefore, 'JPY')).find(
      (plan) => plan.id === 'starter',
    )
    expect(starter?.extraLicence).toBeNull()
  })

  test('US dollars keep the spec’s $50', () => {
    expect(localizePlans(null).find((plan) => plan.id === 'starter')?.extraLicence).toBe(50)
  })
})
