import pino from 'pino'
import { errorWithoutValues } from './log-redaction.server'

/**
 * One JSON line per event on stdout. Secrets and personal data never reach a
 * log line: request logs leave out headers and hide tokens in URLs
 * (`log-redaction.server.ts`), errors leave out the values of a failed query,
 * and the redact list catches anything passed by mistake.
 */
export const loggerOptions: pino.LoggerOptions = {
  // The level is set from the parsed configuration at boot.
  level: process.env.VITEST ? 'silent' : 'info',
  base: undefined,
  serializers: { err: errorWithoutValues },
  redact: {
    paths: [
      'password',
      '*.password',
      'passwordHash',
      '*.passwordHash',
      'token',
      '*.token',
      'email',
      '*.email',
    ],
    censor: '[redacted]',
  },
}

export const logger = pino(loggerOptions)
