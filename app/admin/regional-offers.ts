import { z } from 'zod'
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
    title: z.string('Offer title is required').trim().min(1, 'Offer title is required').max(120),
    description: z
      .string('Offer description is required')
      .trim()
      .min(1, 'Offer description is required')
      .max(400),
    ctaText: z.string('Button text is required').trim().min(1, 'Button text is required').max(60),
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
