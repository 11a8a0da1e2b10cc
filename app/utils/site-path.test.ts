import { describe, expect, test } from 'vitest'
import { regionalOfferSchema } from '~/admin/regional-offers'
import { safeAdminPath } from '~/auth/session.server'
import { safeReturnPath } from '~/cookies/consent'
import { isSitePath } from './site-path'

// Each of these leaves the site, or cannot be sent in a Location header.
const offSite = [
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example/phish',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  'https://evil.example',
  'evil.example',
  '/admin/é',
  '/caf\u00e9',
  '/\u2028',
  '',
]

describe('paths on this site', () => {
  test('plain paths with a query are accepted', () => {
    for (const path of ['/', '/contact?demo=true', '/admin/resources/edit/abc?x=%C3%A9'])
      expect(isSitePath(path), path).toBe(true)
  })

  test('anything a browser could read as another host, or a header cannot carry, is refused', () => {
    for (const path of offSite) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false)
      expect(safeReturnPath(path)).toBe('/')
      expect(safeAdminPath(path)).toBe('/admin')
    }
  })

  test('a regional offer button must link to this site', () => {
    const offer = {
      code: 'FR',
      currency: 'EUR',
      regulatoryInfo: 'HDS',
      title: 'Offer',
      description: 'Description',
      ctaText: 'Go',
    }
    expect(regionalOfferSchema.safeParse({ ...offer, ctaLink: '/contact?demo=true' }).success).toBe(
      true,
    )
    for (const ctaLink of offSite.filter(Boolean)) {
      const result = regionalOfferSchema.safeParse({ ...offer, ctaLink })
      // Refused, or (surrounding whitespace trimmed away) stored as a plain path.
      if (result.success) expect(result.data.ctaLink, JSON.stringify(ctaLink)).toBe('/')
    }
  })
})
