/** The data-rights page's forms (one schema each, shared with the server). */
import { z } from 'zod'

export const personSchema = z.object({
  email: z.email('Please enter a valid email address').trim().max(320),
})

export const retentionSchema = z.object({
  months: z.coerce
    .number('Enter a number of months')
    .int('Enter a whole number of months')
    .min(1, 'At least 1 month')
    .max(120, 'At most 120 months'),
})
