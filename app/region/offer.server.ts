import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { regionOffers, regionProfiles, type RegionOfferText } from '~/db/schema'
import { defaultLanguage, type Language } from '~/languages/languages'
import { getEnv } from '~/utils/env.server'
import { completeOfferText } from './offer-text'
import { DEFAULT_REGION, regionCode, visitorCountry, type RegionInput } from './region'

/** What a request says about the visitor's region: the trusted proxy header when configured, else Accept-Language. */
export function regionInputOf(request: Request): RegionInput {
  const { COUNTRY_HEADER } = getEnv()
  return {
    countryHeader: COUNTRY_HEADER ? request.headers.get(COUNTRY_HEADER) : null,
    acceptLanguage: request.headers.get('accept-language'),
  }
}

export interface RegionalOffer {
  region: { code: string; name: string; currency: string; regulatoryInfo: string }
  /**
   * The region's first active offer; null when the back office switched it off.
   * `language` is the language its texts are in: the page's, or English when
   * the offer has no text in the page's language (decision 157).
   */
  offer: (RegionOfferText & { ctaLink: string; language: Language }) | null
}

/** An offer's texts in `language` when staff wrote them, else its English ones. */
export function offerTextIn(
  offer: RegionOfferText & { translations: Partial<Record<string, RegionOfferText>> },
  language: Language,
): RegionOfferText & { language: Language } {
  const translated = completeOfferText(
    language === defaultLanguage ? undefined : offer.translations[language],
  )
  if (translated) return { ...translated, language }
  return {
    title: offer.title,
    description: offer.description,
    ctaText: offer.ctaText,
    language: defaultLanguage,
  }
}

/** The visitor's region profile and its special offer in the page's language, as the back office last saved them. */
export async function regionalOfferFor(
  db: Database,
  input: RegionInput,
  language: Language = defaultLanguage,
): Promise<RegionalOffer | null> {
  const country = visitorCountry(input)
  const candidates = country ? [country, DEFAULT_REGION] : [DEFAULT_REGION]
  const profiles = await db
    .select()
    .from(regionProfiles)
    .where(inArray(regionProfiles.code, candidates))
  const code = regionCode(
    country,
    profiles.map((p) => p.code),
  )
  const profile = profiles.find((p) => p.code === code)
  if (!profile) return null
  const [offer] = await db
    .select({
      title: regionOffers.title,
      description: regionOffers.description,
      ctaText: regionOffers.ctaText,
      ctaLink: regionOffers.ctaLink,
      translations: regionOffers.translations,
    })
    .from(regionOffers)
    .where(and(eq(regionOffers.regionCode, code), eq(regionOffers.active, true)))
    .orderBy(asc(regionOffers.displayOrder), asc(regionOffers.id))
    .limit(1)
  return {
    region: {
      code: profile.code,
      name: profile.name,
      currency: profile.currency,
      regulatoryInfo: profile.regulatoryInfo,
    },
    offer: offer ? { ...offerTextIn(offer, language), ctaLink: offer.ctaLink } : null,
  }
}
