import { describe, expect, test } from 'vitest'
import {
  consentExpiresAt,
  consentSetCookie,
  parseConsent,
  preferencesForChoice,
  readConsent,
  safeReturnPath,
  serializeConsent,
} from './consent'

const now = new Date('2026-11-23T10:00:00.000Z')

describe('cookie consent record', () => {
  test('a serialised choice parses back with its date', () => {
    const value = serializeConsent(preferencesForChoice('custom', { marketing: true }), now)
    expect(parseConsent(value, now)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      preferences: false,
      decidedAt: now.toISOString(),
    })
  })

  test('accept all turns every category on, necessary only none but necessary', () => {
    expect(preferencesForChoice('all')).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    })
    expect(preferencesForChoice('necessary')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    })
  })

  test('missing, unreadable or incomplete values are no choice', () => {
    for (const value of [
      undefined,
      '',
      '%7B%7D',
      'not-json',
      '%E0%A4%A',
      encodeURIComponent('null'),
      encodeURIComponent('{"analytics":true,"marketing":true,"preferences":true}'),
      encodeURIComponent(
        '{"analytics":"yes","marketing":true,"preferences":true,"decidedAt":"2026-11-01T00:00:00Z"}',
      ),
      encodeURIComponent(
        '{"analytics":true,"marketing":true,"preferences":true,"decidedAt":"yesterday"}',
      ),
    ]) {
      expect(parseConsent(value, now), String(value)).toBeNull()
    }
  })

  test('a choice counts for six months, then the banner asks again', () => {
    const value = serializeConsent(preferencesForChoice('all'), now)
    expect(parseConsent(value, new Date('2027-05-23T09:59:59.000Z'))).not.toBeNull()
    expect(parseConsent(value, new Date('2027-05-23T10:00:00.000Z'))).toBeNull()
  })

  test('six months after 31 August is the end of February', () => {
    expect(consentExpiresAt(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    )
  })

  test('a date far in the future is not a real choice', () => {
    const value = serializeConsent(preferencesForChoice('all'), new Date('2027-01-01T00:00:00Z'))
    expect(parseConsent(value, now)).toBeNull()
  })

  test('the cookie is read from a Cookie header among others', () => {
    const value = serializeConsent(preferencesForChoice('necessary'), now)
    expect(readConsent(`a=1; cookie-consent=${value}; b=2`, now)?.analytics).toBe(false)
    expect(readConsent('a=1; other-cookie-consent=x', now)).toBeNull()
    expect(readConsent(null, now)).toBeNull()
  })

  test('the Set-Cookie header lasts until the choice expires, first-party and Lax', () => {
    const header = consentSetCookie(preferencesForChoice('all'), { now })
    expect(header).toMatch(/^cookie-consent=[^;]+; Path=\/; Max-Age=\d+; Expires=/)
    expect(header).toContain('Expires=Sun, 23 May 2027 10:00:00 GMT')
    expect(header).toContain('SameSite=Lax')
    expect(header).not.toContain('Secure')
    expect(header).not.toContain('Domain=')
    expect(consentSetCookie(preferencesForChoice('all'), { now, secure: true })).toMatch(
      /; Secure$/,
    )
  })

  test('only paths on this site are return addresses', () => {
    expect(safeReturnPath('/contact?demo=true')).toBe('/contact?demo=true')
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null]) {
      expect(safeReturnPath(value)).toBe('/')
    }
    expect(safeReturnPath('/a\nb')).toBe('/')
  })
})
