/**
 * A visitor sees /pricing in their region's currency with no back-office step (seeded list prices),
 * and the region's offer in the page's language, else in English marked so (decision 157).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminPage } from './admin'
import { axeViolations, launchBrowser } from './browser'
import { copyOfSeededDatabase } from './fixtures'
import { logInOverHttp, startServer, type RunningServer } from './server'

const COUNTRY_HEADER = 'x-visitor-country'
const PASSWORD = 'regional pricing test password'
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    env: { COUNTRY_HEADER, ADMIN_PASSWORD: PASSWORD },
    dataDir: await copyOfSeededDatabase(),
  })
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

/** The home page's offer banner at `path` for a visitor from `country`: its title, the title's lang, its button. */
async function offerBanner(path: string, country: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { [COUNTRY_HEADER]: country } })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const banner = html.slice(html.indexOf('data-testid="offer-banner"'))
  const [, attributes = '', title] = /<h2 id="home-offer-title"([^>]*)>([^<]+)</.exec(banner) ?? []
  const [, link = '', button] = /<a ([^>]*)>([^<]+)<\/a>/.exec(banner) ?? []
  return {
    title,
    lang: /lang="([^"]+)"/.exec(attributes)?.[1],
    href: /href="([^"]+)"/.exec(link)?.[1],
    button,
  }
}

describe('the regional offer in the page’s language', () => {
  const statusOf = async (path: string) => (await fetch(`${server.url}${path}`)).status

  test('with French on, /fr shows an offer staff wrote in French in French, another in English marked lang="en"', async () => {
    const cookie = await logInOverHttp(server.url, PASSWORD)
    const switched = await fetch(`${server.url}/api/languages/fr`, {
      method: 'PATCH',
      headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true }),
    })
    expect(switched.status).toBe(200)
    await expect.poll(() => statusOf('/fr'), { timeout: 10_000 }).toBe(200)

    // The seed's FR offer has French texts; its link leads to the French contact page.
    expect(await offerBanner('/fr', 'FR')).toEqual({
      title: 'Essai gratuit de 30 jours en France',
      lang: undefined,
      href: '/fr/contact?demo=true',
      button: 'Commencer l’essai gratuit',
    })
    // The English page keeps the English texts.
    expect(await offerBanner('/', 'FR')).toEqual({
      title: '30-day free trial in France',
      lang: undefined,
      href: '/contact?demo=true',
      button: 'Start your free trial',
    })
    // The region's name and regulatory line are written in English only: said so on /fr.
    const regionLangs = async (path: string) => {
      const html = await (
        await fetch(`${server.url}${path}`, { headers: { [COUNTRY_HEADER]: 'FR' } })
      ).text()
      const banner = html.slice(html.indexOf('data-testid="offer-banner"'))
      return {
        name: /<span( lang="[^"]*")?>France<\/span>/.exec(banner)?.[1] ?? '',
        regulatory: /<p( lang="[^"]*")? class="mt-2 text-sm">/.exec(banner)?.[1] ?? '',
      }
    }
    expect(await regionLangs('/fr')).toEqual({ name: ' lang="en"', regulatory: ' lang="en"' })
    expect(await regionLangs('/')).toEqual({ name: '', regulatory: '' })
    // The DE offer has none: English, said to be English.
    expect(await offerBanner('/fr', 'DE')).toEqual({
      title: 'Free compliance consultation',
      lang: 'en',
      href: '/fr/contact?demo=true',
      button: 'Book a consultation',
    })
  })

  test('staff write an offer’s French texts in the manager and /fr shows them', async () => {
    await expect.poll(() => statusOf('/fr'), { timeout: 10_000 }).toBe(200)
    const browser = await launchBrowser()
    try {
      const page = await adminPage(browser, server.url, PASSWORD, '/admin/regional-offers')
      // The French fields under the English ones, labelled apart from them.
      expect(await axeViolations(page)).toEqual([])
      const germany = page.locator('form#region-DE')
      const frenchField = (label: string) => germany.getByLabel(label, { exact: true })
      // Half a translation is refused (one schema in the browser and on the server).
      await frenchField('Offer title (French)').fill('Consultation de conformité offerte')
      await germany.getByRole('button', { name: 'Save Germany' }).click()
      await germany
        .getByText('Fill in the title, description and button text, or leave all three empty')
        .first()
        .waitFor()
      await frenchField('Offer description (French)').fill(
        'Une heure offerte avec notre équipe réglementaire sur le RGPD et la DiGA.',
      )
      await frenchField('Button text (French)').fill('Réserver une consultation')
      await germany.getByRole('button', { name: 'Save Germany' }).click()
      await page.getByText('Germany offer updated').first().waitFor()
      await page.context().close()
    } finally {
      await browser.close()
    }
    await expect
      .poll(() => offerBanner('/fr', 'DE'), { timeout: 10_000 })
      .toEqual({
        title: 'Consultation de conformité offerte',
        lang: undefined,
        href: '/fr/contact?demo=true',
        button: 'Réserver une consultation',
      })
    expect((await offerBanner('/', 'DE')).title).toBe('Free compliance consultation')
  })
})
