/** The API token form (back office, /admin/api-tokens): one schema for the browser and the server. */
import { z } from 'zod'

export const apiTokenSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be less than 100 characters'),
})

/** What every token starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'alk_'
