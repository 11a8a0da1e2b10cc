import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { regionOffers, regionProfiles } from '~/db/schema'
import { getEnv } from '~/utils/env.server'
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
  /** The region's first active offer; null when the back office switched it off. */
  offer: { title: string; description: string; ctaText: string; ctaLink: string } | null
}

/** The visitor's region profile and its special offer, as the back office last saved them. */
export async function regionalOfferFor(
  db: Database,
  input: RegionInput,
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
    offer: offer ?? null,
  }
}
