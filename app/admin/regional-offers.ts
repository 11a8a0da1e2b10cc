import { offerTextFields } from '~/region/offer-text'
import { z } from 'zod'
import { prefixedLanguages } from '~/languages/codes'
import { hasHtml } from '~/site-copy/rules'
import { SITE_PATH } from '~/utils/site-path'

/** The five amounts of a currency (public-site §9 plans Starter and Professional), in the form's order. */
export const localizedPriceFields = [
  'starterMonthly',
  'starterAnnual',
  'professionalMonthly',
  'professionalAnnual',
  'extraLicence',
] as const

const amount = z
  .number('Enter a whole amount, such as 139')
  .int('Enter a whole amount, such as 139')
  .min(1, 'Enter a whole amount, such as 139')
  .max(1_000_000, 'Enter a whole amount, such as 139')
  .optional()

const NO_HTML = 'Write plain text: HTML tags are not allowed'

/**
 * An offer's text, in English (required: the message when it is missing) and in
 * every other language: the same length and no HTML (React shows it as text).
 */
const offerText = (max: number, required?: string) =>
  z
    .string(required)
    .trim()
    .min(required ? 1 : 0, required)
    .max(max)
    .refine((text) => !hasHtml(text), NO_HTML)
const offerTexts = {
  title: (required?: string) => offerText(120, required),
  description: (required?: string) => offerText(400, required),
  ctaText: (required?: string) => offerText(60, required),
}
/**
 * An offer's texts in one language other than English: optional (the page then
 * shows the English ones), but all three or none, so that a banner is never
 * half in one language and half in another (decision 157).
 */
const offerTranslationSchema = z
  .object({
    title: offerTexts.title().optional(),
    description: offerTexts.description().optional(),
    ctaText: offerTexts.ctaText().optional(),
  })
  .superRefine((texts, context) => {
    const given = offerTextFields.filter((field) => texts[field])
    if (given.length === 0 || given.length === offerTextFields.length) return
    for (const field of offerTextFields)
      if (!texts[field])
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Fill in the title, description and button text, or leave all three empty',
        })
  })

/** Per language other than English (`translations.fr.title` in the form). */
const offerTranslationsSchema = z
  .object(
    Object.fromEntries(
      prefixedLanguages.map((language) => [language, offerTranslationSchema.optional()]),
    ) as Record<(typeof prefixedLanguages)[number], z.ZodOptional<typeof offerTranslationSchema>>,
  )
  .default({})

/** The regional-offers form: one region's profile and its (first) special offer. */
export const regionalOfferSchema = z
  .object({
    code: z.string().trim().min(1).max(20),
    currency: z
      .string('Currency is required')
      .trim()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR'),
    regulatoryInfo: z
      .string('Regulatory line is required')
      .trim()
      .min(1, 'Regulatory line is required')
      .max(500),
    showLocalizedPricing: z.boolean().default(false),
    title: offerTexts.title('Offer title is required'),
    description: offerTexts.description('Offer description is required'),
    ctaText: offerTexts.ctaText('Button text is required'),
    translations: offerTranslationsSchema,
    ctaLink: z
      .string('Button link is required')
      .trim()
      .regex(SITE_PATH, 'Use a path on this site, such as /contact?demo=true')
      .max(300),
    active: z.boolean().default(false),
    starterMonthly: amount,
    starterAnnual: amount,
    professionalMonthly: amount,
    professionalAnnual: amount,
    extraLicence: amount,
  })
  .superRefine((values, context) => {
    // All five amounts, or none (then the pricing page shows US dollars).
    const given = localizedPriceFields.filter((field) => values[field] !== undefined)
    if (given.length === 0 || given.length === localizedPriceFields.length) return
    for (const field of localizedPriceFields)
      if (values[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Enter all five amounts, or none',
        })
  })
