import { expect, test } from 'vitest'
import { buildContactNotification, contactSubject } from './notification'

const base = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Health',
  requestType: 'general',
  serviceType: 'smb' as const,
  message: 'Line one\nLine two <b>not bold</b>',
  marketingConsent: false,
  createdAt: new Date('2026-11-22T10:30:00Z'),
}

test('the subject follows public-site §7.6', () => {
  expect(contactSubject({ ...base, requestType: 'demo' })).toBe(
    'Demo Request from Ada Lovelace at Analytical Health',
  )
  expect(contactSubject({ ...base, requestType: 'sales' })).toBe(
    'Contact Form: sales Inquiry from Analytical Health',
  )
})

test('the body lists every field in order, with "Not provided" for the optional ones', () => {
  const { text } = buildContactNotification(base, 'Europe/Paris')
  expect(text).toBe(
    [
      'Name: Ada Lovelace',
      'Email: ada@example.com',
      'Phone: Not provided',
      'Company: Analytical Health',
      'Job Title: Not provided',
      'Organisation Size: SMB (10-500 employees)',
      'Request Type: General Inquiry',
      'Message:',
      'Line one',
      'Line two <b>not bold</b>',
      '',
      'Marketing Consent: No',
      'Submitted: 22 Nov 2026, 11:30',
    ].join('\n'),
  )
  const withOptional = buildContactNotification(
    {
      ...base,
      phone: '+33 1 23 45 67 89',
      jobTitle: 'CMIO',
      marketingConsent: true,
    },
    'Europe/Paris',
  )
  expect(withOptional.text).toContain('Phone: +33 1 23 45 67 89')
  expect(withOptional.text).toContain('Job Title: CMIO')
  expect(withOptional.text).toContain('Marketing Consent: Yes')
})

test('the HTML part escapes everything the visitor typed', () => {
  const { html } = buildContactNotification(
    { ...base, company: '<script>alert(1)</script>' },
    'Europe/Paris',
  )
  expect(html).not.toContain('<script>')
  expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  expect(html).toContain('Line two &#60;b&#62;not bold&#60;/b&#62;')
})

test('the submission time is in the back-office format and the site time zone, in both parts', () => {
  const { text, html } = buildContactNotification(base, 'America/New_York')
  expect(text).toContain('Submitted: 22 Nov 2026, 05:30')
  expect(html).toContain(
    '<th align="left" valign="top" style="padding:4px 12px 4px 0">Submitted</th>',
  )
  expect(html).toContain('22 Nov 2026, 05:30</td>')
  expect(text + html).not.toContain('2026-11-22T10:30')
})
