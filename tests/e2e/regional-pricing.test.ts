/** A visitor sees /pricing in their region's currency with no back-office step (seeded list prices). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyOfSeededDatabase } from './fixtures'
import { startServer, type RunningServer } from './server'

const COUNTRY_HEADER = 'x-visitor-country'
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ env: { COUNTRY_HEADER }, dataDir: await copyOfSeededDatabase() })
})
afterAll(async () => {
  await server?.stop()
})

/** The currency, the Starter plan's yearly price and its extra licence's price, as the text /pricing shows a visitor from `country`. */
async function starterPrice(country: string) {
  const response = await fetch(`${server.url}/pricing`, { headers: { [COUNTRY_HEADER]: country } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const card = html.slice(html.indexOf('data-plan="starter"'))
  const currency = /data-currency="([A-Z]{3})"/.exec(card)?.[1]
  const price = /text-4xl font-bold">([^<]+)</.exec(card)?.[1]
  const extraLicence = /Extra provider licences: ([^<]+)\/month/.exec(card)?.[1]
  return { currency, price, extraLicence }
}

describe('prices in the visitor’s currency', () => {
  test.each(['FR', 'DE', 'ES'])('a visitor from %s sees euros', async (country) => {
    expect(await starterPrice(country)).toEqual({
      currency: 'EUR',
      price: '€125',
      extraLicence: '€45',
    })
  })
  test('a visitor from GB sees pounds, from CA Canadian dollars, from US and elsewhere US dollars', async () => {
    expect(await starterPrice('GB')).toEqual({
      currency: 'GBP',
      price: '£107',
      extraLicence: '£40',
    })
    expect(await starterPrice('CA')).toEqual({
      currency: 'CAD',
      price: 'CA$179',
      extraLicence: 'CA$69',
    })
    expect(await starterPrice('US')).toEqual({
      currency: 'USD',
      price: '$134',
      extraLicence: '$50',
    })
    expect(await starterPrice('JP')).toEqual({
      currency: 'USD',
      price: '$134',
      extraLicence: '$50',
    })
  })
})
