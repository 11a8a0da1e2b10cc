import { describe, expect, test } from 'vitest'
import { contactSchema } from './contact-schema'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Health',
  message: 'We would like a demo of the care pathway builder.',
  privacyPolicy: true,
}

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the contact form schema (public-site §5)', () => {
  test('accepts a valid submission with the defaults of §3', () => {
    expect(contactSchema.parse(valid)).toEqual({
      ...valid,
      requestType: 'general',
      serviceType: 'enterprise',
      marketingConsent: false,
    })
  })

  test.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['company', 'X', 'Company name is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['privacyPolicy', false, 'You must accept the Privacy Policy to continue'],
    ['serviceType', 'startup', expect.stringContaining('')],
    ['message', 'x'.repeat(5001), 'Message must be at most 5,000 characters'],
    ['firstName', 'A'.repeat(101), 'First name must be at most 100 characters'],
  ])('%s = %#: its message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual(message)
  })

  test('missing required fields give the spec messages, not type errors', () => {
    expect(errorsFor({})).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      company: 'Company name is required',
      message: 'Message must be at least 10 characters',
      privacyPolicy: 'You must accept the Privacy Policy to continue',
    })
  })

  test('phone and job title are optional; every organisation size is accepted', () => {
    for (const serviceType of ['enterprise', 'smb', 'education', 'government', 'other']) {
      expect(
        contactSchema.safeParse({ ...valid, serviceType, phone: '', jobTitle: '' }).success,
      ).toBe(true)
    }
  })

  test('line breaks cannot reach one-line fields (no e-mail header injection)', () => {
    const parsed = contactSchema.parse({
      ...valid,
      company: 'Evil\r\nBcc: victim@example.com',
      requestType: 'sales\nX-Injected: 1',
    })
    expect(parsed.company).toBe('Evil Bcc: victim@example.com')
    expect(parsed.requestType).toBe('sales X-Injected: 1')
    expect(errorsFor({ ...valid, email: 'a@example.com\r\nBcc: x@example.com' }).email).toBe(
      'Please enter a valid email address',
    )
  })
})
