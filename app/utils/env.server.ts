import path from 'node:path'
import { z } from 'zod'
import { isTimeZone } from './time-zone'

/** The time zone back-office dates are shown in when SITE_TIME_ZONE is not set. */
export const DEFAULT_SITE_TIME_ZONE = 'Europe/Paris'

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      { message: `must be a URL like ${example}` },
    )

const emailAddress = z.email({ message: 'must be an e-mail address' })

/**
 * Every setting the server reads, parsed once at start-up. Nothing else in the
 * code reads process.env, so this table is the whole configuration.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(
      urlWithProtocols(
        ['postgres:', 'postgresql:'],
        'postgres://user:password@host:5432/db',
      ).optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    PUBLIC_ORIGIN: optionalText.pipe(
      urlWithProtocols(['http:', 'https:'], 'https://www.example.com').optional(),
    ),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters long').optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, 'must be at least 12 characters long').optional(),
    ),
    ADMIN_PASSWORD_HASH: optionalText.pipe(
      z.string().startsWith('$argon2id$', 'must be an argon2id hash ($argon2id$...)').optional(),
    ),
    SMTP_URL: optionalText.pipe(
      urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587').optional(),
    ),
    MAIL_FROM: z.string().trim().min(1).default('Alakin <no-reply@alakin.com>'),
    INFO_MAILBOX: z.string().trim().pipe(emailAddress).default('info@alakin.com'),
    /** The time zone every back-office date and time is shown in. */
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')
      .default(DEFAULT_SITE_TIME_ZONE),
    COUNTRY_HEADER: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as cf-ipcountry')
        .transform((name) => name.toLowerCase())
        .optional(),
    ),
    FORM_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    // Per API token or admin session: a leaked token cannot fill the disk (decision 085).
    API_WRITE_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(120),
    UPLOAD_MB_PER_HOUR: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(50, 'must be at least 50 (room for the largest file)')
      .max(2000, 'must be at most 2000')
      .default(500),
    // How long a server's claim on a mail lasts before another server retries it.
    MAIL_LEASE_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .default(300),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => !(env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH), {
    message: 'must not be set together with ADMIN_PASSWORD',
    path: ['ADMIN_PASSWORD_HASH'],
  })

export type Env = z.infer<typeof envSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string
  /** PUBLIC_ORIGIN, or the local address when it is unset. */
  publicOrigin: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws a ConfigError whose message is one readable line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const variable = issue.path.join('.') || 'environment'
    const raw = source[variable]
    const got =
      raw === undefined || /PASSWORD|SECRET|HASH|URL/.test(variable) ? '' : ` (got "${raw}")`
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}${got}`)
  }
  const env = result.data
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  }
}

let current: Env | undefined

/** Reads process.env once; later calls return the same object. */
export function loadEnv(): Env {
  current ??= parseEnv(process.env)
  return current
}

export function getEnv(): Env {
  if (!current) throw new Error('getEnv() called before loadEnv()')
  return current
}
