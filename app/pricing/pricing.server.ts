import { asc } from 'drizzle-orm'
import type { Queryable } from '~/db/client.server'
import { customerLogos } from '~/db/schema'

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
    .select({
      id: customerLogos.id,
      name: customerLogos.name,
      logoSrc: customerLogos.logoSrc,
      logoPath: customerLogos.logoPath,
      alt: customerLogos.alt,
      altText: customerLogos.altText,
    })
    .from(customerLogos)
    .orderBy(asc(customerLogos.displayOrder), asc(customerLogos.name))
  // §3: logoSrc and logoPath stand in for each other.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    src: row.logoSrc || row.logoPath,
    alt: row.altText || row.alt || row.name,
  }))
}
