import { z } from 'zod'

/** Request types (public-site §3), in the form's order; labels are in the locale (contact.requestTypes). */
export const requestTypes = [
  'general',
  'demo',
  'sales',
  'partnership',
  'support',
  'security',
] as const

/** Organisation sizes (public-site §3), stored as serviceType; labels in contact.serviceTypes. */
export const serviceTypes = ['enterprise', 'smb', 'education', 'government', 'other'] as const

export type ServiceType = (typeof serviceTypes)[number]

/** One-line text: line breaks and tabs become spaces, so no field can smuggle an e-mail header. */
const singleLine = (max: number, tooLong: string, missing: string) =>
  z
    .string(missing)
    .transform((value) => value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim())
    .pipe(z.string().max(max, tooLong))

const optionalSingleLine = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim() || undefined)
    .pipe(z.string().max(max, tooLong).optional())

export const MESSAGE_MAX_LENGTH = 5000
const firstNameMessage = 'First name must be at least 2 characters'
const lastNameMessage = 'Last name must be at least 2 characters'
const emailMessage = 'Please enter a valid email address'
const companyMessage = 'Company name is required'

/**
 * The contact form (public-site §5), shared by the browser (conform) and the
 * server. Messages are the spec's, word for word; the length limits are ours.
 */
export const contactSchema = z.object({
  firstName: singleLine(100, 'First name must be at most 100 characters', firstNameMessage).pipe(
    z.string().min(2, firstNameMessage),
  ),
  lastName: singleLine(100, 'Last name must be at most 100 characters', lastNameMessage).pipe(
    z.string().min(2, lastNameMessage),
  ),
  email: singleLine(254, emailMessage, emailMessage).pipe(z.email(emailMessage)),
  phone: optionalSingleLine(40, 'Phone number must be at most 40 characters'),
  company: singleLine(200, 'Company name must be at most 200 characters', companyMessage).pipe(
    z.string().min(2, companyMessage),
  ),
  jobTitle: optionalSingleLine(100, 'Job title must be at most 100 characters'),
  // "any string" in the spec; the form offers the six request types.
  requestType: optionalSingleLine(50, 'Request type must be at most 50 characters').transform(
    (value) => value ?? 'general',
  ),
  serviceType: z.enum(serviceTypes).default('enterprise'),
  message: z
    .string('Message must be at least 10 characters')
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(MESSAGE_MAX_LENGTH, 'Message must be at most 5,000 characters'),
  marketingConsent: z.boolean().default(false),
  privacyPolicy: z.literal(true, 'You must accept the Privacy Policy to continue'),
})

export type ContactInput = z.output<typeof contactSchema>
