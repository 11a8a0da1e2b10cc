/**
 * A regional offer in the page's language (decision 157): the texts staff
 * wrote in it, else the English ones, saying which; saved through the regional
 * offers manager's one save path and its one schema.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { regionalOfferSchema } from '~/admin/regional-offers'
import { saveRegionalOffer } from '~/admin/regional-offers.server'
import type { DatabaseHandle } from '~/db/client.server'
import { regionProfiles } from '~/db/schema'
import { testDatabaseTargets } from '../../tests/utils/databases'
import { regionalOfferFor } from './offer.server'

const english = {
  title: '30-day free trial in France',
  description: 'Try the platform free for 30 days.',
  ctaText: 'Start your free trial',
}
const french = {
  title: 'Essai gratuit de 30 jours en France',
  description: 'Essayez la plateforme gratuitement pendant 30 jours.',
  ctaText: 'Commencer l’essai gratuit',
}

/** The form's fields of one region, as the manager posts them. */
const form = (code: string, translations: Record<string, Record<string, string>> = {}) => ({
  code,
  currency: 'EUR',
  regulatoryInfo: 'GDPR',
  ...english,
  ctaLink: '/contact?demo=true',
  active: true,
  translations,
})

describe.each(testDatabaseTargets())(
  'regional offers in the page’s language on $name',
  (target) => {
    let handle: DatabaseHandle
    beforeEach(async () => {
      handle = await target.open()
      await handle.db.insert(regionProfiles).values(
        ['FR', 'DE', 'default'].map((code) => ({
          code,
          name: code,
          currency: 'EUR',
          showLocalizedPricing: true,
          regulatoryInfo: 'GDPR',
        })),
      )
    })
    afterEach(async () => {
      await handle.close()
    })

    const save = (values: ReturnType<typeof form>, edited: Array<'fr' | 'de'>) =>
      saveRegionalOffer(handle.db, regionalOfferSchema.parse(values), 'test', edited)
    const offerOf = async (country: string, language: 'en' | 'fr') =>
      (
        await regionalOfferFor(
          handle.db,
          { countryHeader: country, acceptLanguage: null },
          language,
        )
      )?.offer

    test('an offer with French texts shows them on French pages, English on English ones', async () => {
      await save(form('FR', { fr: french }), ['fr'])
      expect(await offerOf('FR', 'fr')).toEqual({
        ...french,
        ctaLink: '/contact?demo=true',
        language: 'fr',
      })
      expect(await offerOf('FR', 'en')).toEqual({
        ...english,
        ctaLink: '/contact?demo=true',
        language: 'en',
      })
    })

    test('an offer without French texts shows its English ones on French pages, saying so', async () => {
      await save(form('DE'), ['fr'])
      expect(await offerOf('DE', 'fr')).toMatchObject({ ...english, language: 'en' })
    })

    test('a save keeps the languages the form did not show, and removes an emptied one', async () => {
      await save(form('FR', { fr: french }), ['fr'])
      // French switched off since: the form showed no French fields.
      await save(form('FR'), [])
      expect(await offerOf('FR', 'fr')).toMatchObject({ ...french, language: 'fr' })
      // The French fields shown and emptied: the French pages show English again.
      await save(form('FR', { fr: { title: '', description: '', ctaText: '' } }), ['fr'])
      expect(await offerOf('FR', 'fr')).toMatchObject({ ...english, language: 'en' })
    })
  },
)

describe('the regional offer form’s translations', () => {
  const issues = (values: unknown) =>
    regionalOfferSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.')) ?? []

  test('are optional, but all three texts or none', () => {
    expect(issues(form('FR'))).toEqual([])
    expect(issues(form('FR', { fr: french }))).toEqual([])
    expect(issues(form('FR', { fr: { title: french.title } }))).toEqual([
      'translations.fr.description',
      'translations.fr.ctaText',
    ])
  })

  test('follow the English texts’ rules: lengths and no HTML', () => {
    expect(issues(form('FR', { fr: { ...french, title: 'x'.repeat(121) } }))).toEqual([
      'translations.fr.title',
    ])
    expect(issues(form('FR', { fr: { ...french, ctaText: '<b>Essai</b>' } }))).toEqual([
      'translations.fr.ctaText',
    ])
    expect(issues({ ...form('FR'), description: 'Try <a href="/x">it</a>' })).toEqual([
      'description',
    ])
  })
})
