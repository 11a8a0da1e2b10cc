import { describe, expect, test } from 'vitest'
import { billingPeriodOf, formatPrice, localizePlans, planPrice, plans } from './plans'

const plan = (id: string) => plans.find((p) => p.id === id)!

describe('pricing plans (public-site §9)', () => {
  test('Starter: 134 a month billed 1608 a year, or 149 monthly', () => {
    expect(planPrice(plan('starter'), 'yearly')).toEqual({ perMonth: 134, billedYearly: 1608 })
    expect(planPrice(plan('starter'), 'monthly')).toEqual({ perMonth: 149, billedYearly: null })
  })

  test('Professional: 899 yearly, 999 monthly, the only popular plan', () => {
    expect(planPrice(plan('professional'), 'yearly')?.perMonth).toBe(899)
    expect(planPrice(plan('professional'), 'monthly')?.perMonth).toBe(999)
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['professional'])
  })

  test('Enterprise has no price: contact for pricing', () => {
    expect(planPrice(plan('enterprise'), 'yearly')).toBeNull()
    expect(plan('enterprise').showContactUs).toBe(true)
  })

  test('yearly is the default period', () => {
    expect(billingPeriodOf(null)).toBe('yearly')
    expect(billingPeriodOf('weekly')).toBe('yearly')
    expect(billingPeriodOf('monthly')).toBe('monthly')
  })

  test('prices are formatted in US dollars without decimals', () => {
    expect(formatPrice(1608)).toBe('$1,608')
    expect(formatPrice(134)).toBe('$134')
  })
})

describe('localised pricing (public-site §9 region profiles)', () => {
  test("a currency's amounts replace Starter's and Professional's; Enterprise stays on request", () => {
    const euro = localizePlans({
      starterMonthly: 139,
      starterAnnual: 125,
      professionalMonthly: 929,
      professionalAnnual: 839,
    })
    const find = (id: string) => euro.find((p) => p.id === id)!
    expect(planPrice(find('starter'), 'yearly')).toEqual({ perMonth: 125, billedYearly: 1500 })
    expect(planPrice(find('professional'), 'monthly')?.perMonth).toBe(929)
    expect(planPrice(find('enterprise'), 'yearly')).toBeNull()
    expect(formatPrice(1500, 'EUR')).toBe('€1,500')
    expect(localizePlans(null)).toBe(plans)
  })
})
