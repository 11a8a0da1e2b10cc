import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('parseEnv', () => {
  test('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.dataDir).toBe(path.resolve('./data'))
    expect(env.publicOrigin).toBe('http://localhost:3000')
    expect(env.INFO_MAILBOX).toBe('info@alakin.com')
    expect(env.SMTP_URL).toBeUndefined()
  })

  test('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', ADMIN_PASSWORD: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.ADMIN_PASSWORD).toBeUndefined()
  })

  test('accepts a full production configuration', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/alakin',
      PUBLIC_ORIGIN: 'https://www.alakin.com/',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      COUNTRY_HEADER: 'CF-IPCountry',
      ADMIN_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    })
    expect(env.PORT).toBe(8080)
    expect(env.publicOrigin).toBe('https://www.alakin.com')
    expect(env.COUNTRY_HEADER).toBe('cf-ipcountry')
  })

  test.each([
    ['PORT', 'abc', /^Invalid configuration: PORT must be a port number \(got "abc"\)$/],
    ['PORT', '70000', /^Invalid configuration: PORT must be between 1 and 65535/],
    [
      'DATABASE_URL',
      'not a url',
      /^Invalid configuration: DATABASE_URL must be a URL like postgres:/,
    ],
    ['DATABASE_URL', 'mysql://x@y/z', /^Invalid configuration: DATABASE_URL must be a URL/],
    ['PUBLIC_ORIGIN', 'ftp://x', /^Invalid configuration: PUBLIC_ORIGIN must be a URL/],
    ['INFO_MAILBOX', 'nobody', /^Invalid configuration: INFO_MAILBOX must be an e-mail address/],
    ['ADMIN_PASSWORD', 'short', /^Invalid configuration: ADMIN_PASSWORD must be at least 12/],
    [
      'ADMIN_PASSWORD_HASH',
      'plain',
      /^Invalid configuration: ADMIN_PASSWORD_HASH must be an argon2id/,
    ],
    ['SESSION_SECRET', 'tiny', /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [
      'COUNTRY_HEADER',
      'bad header!',
      /^Invalid configuration: COUNTRY_HEADER must be an HTTP header/,
    ],
  ])('rejects %s=%j with one line naming the variable', (name, value, message) => {
    let error: unknown
    try {
      parseEnv({ [name]: value })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('\n')
  })

  test('never repeats a secret-bearing value in the error', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://admin:hunter2@db/x' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    )
  })

  test('refuses both ADMIN_PASSWORD and ADMIN_PASSWORD_HASH', () => {
    expect(() =>
      parseEnv({ ADMIN_PASSWORD: 'a-long-password', ADMIN_PASSWORD_HASH: '$argon2id$v=19$x' }),
    ).toThrow(
      'Invalid configuration: ADMIN_PASSWORD_HASH must not be set together with ADMIN_PASSWORD',
    )
  })
})
