import pino from 'pino'

/**
 * One JSON line per event on stdout. Secrets never reach a log line: request
 * logs leave out headers, and the redact list catches anything passed by mistake.
 */
export const logger = pino({
  // The level is set from the parsed configuration at boot.
  level: process.env.VITEST ? 'silent' : 'info',
  base: undefined,
  redact: {
    paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token', '*.token'],
    censor: '[redacted]',
  },
})
