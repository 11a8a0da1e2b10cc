import * as z from 'zod/mini'
import { serviceTypes } from './contact-options'

/** Line breaks and tabs become spaces, so no field can smuggle an e-mail header. */
const oneLine = (value: string) => value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim()

/** One-line text of at most `max` characters and, with `min`, at least that many. */
const singleLine = (max: number, tooLong: string, missing: string, min?: number) =>
  z.pipe(
    z.pipe(z.string(missing), z.transform(oneLine)),
    z.string().check(z.maxLength(max, tooLong), ...(min ? [z.minLength(min, missing)] : [])),
  )

const optionalSingleLine = (max: number, tooLong: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value === undefined ? undefined : oneLine(value) || undefined)),
    ),
    z.optional(z.string().check(z.maxLength(max, tooLong))),
  )

export const MESSAGE_MAX_LENGTH = 5000
const emailMessage = 'Please enter a valid email address'

/**
 * The contact form (public-site §5), shared by the browser (conform) and the
 * server. Messages are the spec's, word for word; the length limits are ours.
 * Written with zod/mini: the browser gets the checks it uses, not all of zod
 * (decision 078).
 */
export const contactSchema = z.object({
  firstName: singleLine(
    100,
    'First name must be at most 100 characters',
    'First name must be at least 2 characters',
    2,
  ),
  lastName: singleLine(
    100,
    'Last name must be at most 100 characters',
    'Last name must be at least 2 characters',
    2,
  ),
  email: z.pipe(singleLine(254, emailMessage, emailMessage), z.email(emailMessage)),
  phone: optionalSingleLine(40, 'Phone number must be at most 40 characters'),
  company: singleLine(
    200,
    'Company name must be at most 200 characters',
    'Company name is required',
    2,
  ),
  jobTitle: optionalSingleLine(100, 'Job title must be at most 100 characters'),
  // "any string" in the spec; the form offers the six request types.
  requestType: z.pipe(
    optionalSingleLine(50, 'Request type must be at most 50 characters'),
    z.transform((value) => value ?? 'general'),
  ),
  serviceType: z._default(z.enum(serviceTypes), 'enterprise'),
  message: z
    .string('Message must be at least 10 characters')
    .check(
      z.trim(),
      z.minLength(10, 'Message must be at least 10 characters'),
      z.maxLength(MESSAGE_MAX_LENGTH, 'Message must be at most 5,000 characters'),
    ),
  marketingConsent: z._default(z.boolean(), false),
  privacyPolicy: z.literal(true, 'You must accept the Privacy Policy to continue'),
})

export type ContactInput = z.output<typeof contactSchema>
