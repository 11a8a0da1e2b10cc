import { z } from 'zod'
import { SITE_PATH } from '~/utils/site-path'

/** The regional-offers form: one region's profile and its (first) special offer. */
export const regionalOfferSchema = z.object({
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
})
