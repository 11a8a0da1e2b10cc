import type { RegionOfferText } from '~/db/schema'

/** The texts an offer has in each language: its banner's title, description and button. */
export const offerTextFields = ['title', 'description', 'ctaText'] as const

/**
 * `texts` when all three are written, else null: a banner is never half in one
 * language and half in another (decision 157).
 */
export function completeOfferText(
  texts: Partial<RegionOfferText> | undefined,
): RegionOfferText | null {
  if (!texts?.title || !texts.description || !texts.ctaText) return null
  return { title: texts.title, description: texts.description, ctaText: texts.ctaText }
}
