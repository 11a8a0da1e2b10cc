import { z } from 'zod'

const email = z
  .string('Please enter a valid email address')
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))

const name = (required: string) =>
  z
    .string(required)
    .transform((value) => value.replace(/[\r\n\t]+/g, ' ').trim())
    .pipe(z.string().min(1, required).max(100, 'Must be at most 100 characters'))

/** The footer form (public-site §5): just an e-mail address. */
export const footerNewsletterSchema = z.object({ email })

/** The /subscribe page (public-site §5). */
export const subscribeSchema = z.object({
  email,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  company: z
    .string()
    .optional()
    .transform((value) => value?.replace(/[\r\n\t]+/g, ' ').trim() || undefined)
    .pipe(z.string().max(200, 'Must be at most 200 characters').optional()),
})

export type NewsletterSource = 'footer' | 'subscription-page'
