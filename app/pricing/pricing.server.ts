import { eq } from 'drizzle-orm'
import { publicColumnsOf } from '~/content/collection'
import { customerLogosCollection } from '~/content/customer-logos'
import { live } from '~/db/live'
import type { Queryable } from '~/db/client.server'
import { customerLogos, regionProfiles } from '~/db/schema'
import { visitorRegion, type RegionInput } from '~/region/region'
import { withExtraLicence } from './list-prices'
import type { PlanAmounts } from './plans'

export interface RegionPricing {
  currency: string
  /** The currency's amounts; null: the US dollar figures of public-site §9. */
  amounts: PlanAmounts | null
}

const US_DOLLARS: RegionPricing = { currency: 'USD', amounts: null }

/**
 * The currency and amounts the visitor's region shows (public-site §3, §9):
 * its own when its profile has localized pricing on and staff have set the
 * amounts for its currency; US dollars otherwise (the default region).
 */
export async function regionPricing(db: Queryable, input: RegionInput): Promise<RegionPricing> {
  const [profile] = await db
    .select({
      currency: regionProfiles.currency,
      showLocalizedPricing: regionProfiles.showLocalizedPricing,
      localizedPrices: regionProfiles.localizedPrices,
    })
    .from(regionProfiles)
    .where(eq(regionProfiles.code, visitorRegion(input)))
    .limit(1)
  if (!profile?.showLocalizedPricing || profile.currency === 'USD') return US_DOLLARS
  if (!profile.localizedPrices) return US_DOLLARS
  return {
    currency: profile.currency,
    amounts: withExtraLicence(profile.localizedPrices, profile.currency),
  }
}

export interface CustomerLogoView {
  id: string
  name: string
  /** Empty when the logo has no image: the name shows instead (public-site §2). */
  src: string
  alt: string
}

/** The customer logos of the pricing carousel, by displayOrder ascending (public-site §2). */
export async function pricingCustomerLogos(db: Queryable): Promise<CustomerLogoView[]> {
  const rows = await db
    .select(publicColumnsOf(customerLogosCollection))
    .from(customerLogos)
    .where(live(customerLogos))
    .orderBy(...customerLogosCollection.orderBy(customerLogos))
  // §3: logoSrc and logoPath stand in for each other.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    src: row.logoSrc || row.logoPath,
    alt: row.altText || row.alt || row.name,
  }))
}
