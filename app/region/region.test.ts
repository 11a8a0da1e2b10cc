import { describe, expect, test } from 'vitest'
import {
  countryFromAcceptLanguage,
  DEFAULT_REGION,
  PROFILED_COUNTRIES,
  visitorRegion,
  normalizeCountry,
  regionCode,
  visitorCountry,
} from './region'

describe('normalizeCountry', () => {
  test('upper-cases a two-letter code', () => {
    expect(normalizeCountry('fr')).toBe('FR')
    expect(normalizeCountry(' us ')).toBe('US')
  })
  test('maps UK to GB', () => expect(normalizeCountry('uk')).toBe('GB'))
  test('refuses unknown, empty and malformed values', () => {
    for (const value of ['XX', 'T1', '', null, undefined, 'USA', 'F', '1A', 'F R'])
      expect(normalizeCountry(value), String(value)).toBeNull()
  })
})

describe('countryFromAcceptLanguage', () => {
  test('reads the region subtag of the first entry', () => {
    expect(countryFromAcceptLanguage('en-GB,en;q=0.9')).toBe('GB')
    expect(countryFromAcceptLanguage('fr-FR')).toBe('FR')
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW')
  })
  test('follows the q values, not the order', () => {
    expect(countryFromAcceptLanguage('de;q=0.5,en-US;q=0.8,fr-FR;q=0.7')).toBe('US')
  })
  test('skips entries without a country and refused ones', () => {
    expect(countryFromAcceptLanguage('fr,es-419,de-DE;q=0.5')).toBe('DE')
    expect(countryFromAcceptLanguage('en-GB;q=0,en-US;q=0.3')).toBe('US')
  })
  test('null when no entry names a country', () => {
    expect(countryFromAcceptLanguage('fr, en;q=0.8, *;q=0.1')).toBeNull()
    expect(countryFromAcceptLanguage('')).toBeNull()
    expect(countryFromAcceptLanguage(null)).toBeNull()
    expect(countryFromAcceptLanguage(';;,,;q=x')).toBeNull()
  })
})

describe('visitorCountry and regionCode', () => {
  const profiles = ['US', 'CA', 'GB', 'DE', 'FR', 'ES', DEFAULT_REGION]
  test('the trusted header wins over Accept-Language', () => {
    expect(visitorCountry({ countryHeader: 'fr', acceptLanguage: 'en-US' })).toBe('FR')
  })
  test('Accept-Language when the header is absent or unknown', () => {
    expect(visitorCountry({ countryHeader: null, acceptLanguage: 'en-GB' })).toBe('GB')
    expect(visitorCountry({ countryHeader: 'XX', acceptLanguage: 'es-ES' })).toBe('ES')
  })
  test('a country with a profile is its own region; any other is the default', () => {
    expect(regionCode('GB', profiles)).toBe('GB')
    expect(regionCode('JP', profiles)).toBe(DEFAULT_REGION)
    expect(regionCode(null, profiles)).toBe(DEFAULT_REGION)
  })
})

describe('the page cache region', () => {
  test('PROFILED_COUNTRIES are the seeded region profiles (the back office adds none)', async () => {
    const { buildSeedItems } = await import('~/db/seed-data')
    const seeded = buildSeedItems(new Date()).regionProfiles.map((profile) => profile.code)
    expect([...PROFILED_COUNTRIES, DEFAULT_REGION].sort()).toEqual(seeded.sort())
  })

  test('a country without a profile and no country at all are the default region', () => {
    expect(visitorRegion({ acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('FR')
    expect(visitorRegion({ acceptLanguage: 'pt-BR' })).toBe(DEFAULT_REGION)
    expect(visitorRegion({ acceptLanguage: 'fr' })).toBe(DEFAULT_REGION)
    expect(visitorRegion({ countryHeader: 'gb', acceptLanguage: 'de-DE' })).toBe('GB')
  })
})
