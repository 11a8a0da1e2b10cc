import * as z from 'zod/mini'

const emailMessage = 'Please enter a valid email address'
const email = z.pipe(
  z.string(emailMessage).check(z.trim(), z.maxLength(254, emailMessage)),
  z.email(emailMessage),
)

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const name = (required: string) =>
  z.pipe(
    z.pipe(z.string(required), z.transform(oneLine)),
    z.string().check(z.minLength(1, required), z.maxLength(100, 'Must be at most 100 characters')),
  )

/** The footer form (public-site §5): just an e-mail address. */
export const footerNewsletterSchema = z.object({ email })

/**
 * The /subscribe page (public-site §5). zod/mini, like the contact form's
 * schema: the browser gets the checks it uses (decision 078).
 */
export const subscribeSchema = z.object({
  email,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  company: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value === undefined ? undefined : oneLine(value) || undefined)),
    ),
    z.optional(z.string().check(z.maxLength(200, 'Must be at most 200 characters'))),
  ),
})

export type NewsletterSource = 'footer' | 'subscription-page'
