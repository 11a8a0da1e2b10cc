import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '~/db/client.server'
import { auditLog, regionOffers, regionProfiles, type RegionOfferText } from '~/db/schema'
import type { Language } from '~/languages/languages'
import { completeOfferText } from '~/region/offer-text'
import { createId } from '~/utils/ids'
import { localizedPriceFields, type regionalOfferSchema } from './regional-offers'

/** Every region profile with its offer, the default region last. */
export async function listRegionalOffers(db: Database) {
  const rows = await db
    .select({ profile: regionProfiles, offer: regionOffers })
    .from(regionProfiles)
    .leftJoin(regionOffers, eq(regionOffers.regionCode, regionProfiles.code))
    .orderBy(asc(regionProfiles.code), asc(regionOffers.displayOrder))
  const seen = new Set<string>()
  return rows
    .filter(({ profile }) => !seen.has(profile.code) && seen.add(profile.code))
    .sort((a, b) => Number(a.profile.code === 'default') - Number(b.profile.code === 'default'))
}

type OfferTranslations = Partial<Record<string, RegionOfferText>>

/**
 * The offer's translations after a save that showed `edited` languages: each of
 * those as submitted (all three texts, or removed), every other one as stored,
 * so a language switched off, or on, since the form was loaded loses nothing.
 */
function mergedTranslations(
  stored: OfferTranslations,
  submitted: z.output<typeof regionalOfferSchema>['translations'],
  edited: readonly Language[],
): OfferTranslations {
  const merged = { ...stored }
  for (const language of edited) {
    const texts = completeOfferText(language === 'en' ? undefined : submitted[language])
    if (texts) merged[language] = texts
    else delete merged[language]
  }
  return merged
}

/**
 * Saves a region's profile and offer together, with an audit record. Null when the region is unknown.
 * `edited`: the languages other than English whose texts the form showed (decision 157).
 */
export async function saveRegionalOffer(
  db: Database,
  values: z.output<typeof regionalOfferSchema>,
  actor: string,
  edited: readonly Language[] = [],
) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(regionProfiles)
      .set({
        currency: values.currency,
        regulatoryInfo: values.regulatoryInfo,
        showLocalizedPricing: values.showLocalizedPricing,
      })
      .where(eq(regionProfiles.code, values.code))
      .returning()
    if (!profile) return null
    // The amounts belong to the currency: every region that uses it shows them.
    const [starterMonthly, starterAnnual, professionalMonthly, professionalAnnual, extraLicence] =
      localizedPriceFields.map((field) => values[field])
    const localizedPrices =
      starterMonthly && starterAnnual && professionalMonthly && professionalAnnual && extraLicence
        ? { starterMonthly, starterAnnual, professionalMonthly, professionalAnnual, extraLicence }
        : null
    await tx
      .update(regionProfiles)
      .set({ localizedPrices })
      .where(eq(regionProfiles.currency, values.currency))
    const [existing] = await tx
      .select()
      .from(regionOffers)
      .where(eq(regionOffers.regionCode, values.code))
      .limit(1)
    const offer = {
      title: values.title,
      description: values.description,
      ctaText: values.ctaText,
      ctaLink: values.ctaLink,
      active: values.active,
      translations: mergedTranslations(existing?.translations ?? {}, values.translations, edited),
    }
    if (existing) await tx.update(regionOffers).set(offer).where(eq(regionOffers.id, existing.id))
    else
      await tx.insert(regionOffers).values({
        id: createId('offer'),
        regionCode: values.code,
        offerKey: `offers.${values.code.toLowerCase()}.custom`,
        ...offer,
      })
    await tx.insert(auditLog).values({
      id: createId('audit'),
      action: 'update',
      entityType: 'regional-offers',
      entityId: values.code,
      actor,
      details: {
        before: existing ?? null,
        after: { ...offer, currency: values.currency, localizedPrices },
      },
    })
    return profile
  })
}
