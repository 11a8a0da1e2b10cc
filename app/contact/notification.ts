import { formatAdminDateTime } from '~/admin/date-format'
import { i18n } from '~/i18n'
import type { ContactInput } from './contact-schema'

export interface ContactNotificationFields extends Omit<ContactInput, 'privacyPolicy'> {
  createdAt: Date
}

/** public-site §7.6: the subject differs for demo requests. */
export function contactSubject(
  input: Pick<ContactInput, 'firstName' | 'lastName' | 'company' | 'requestType'>,
) {
  return input.requestType === 'demo'
    ? `Demo Request from ${input.firstName} ${input.lastName} at ${input.company}`
    : `Contact Form: ${input.requestType} Inquiry from ${input.company}`
}

/** The English label of a request type or organisation size; an unknown value as it is. */
function labelOf(group: 'requestTypes' | 'serviceTypes', value: string) {
  const key = `contact.${group}.${value}`
  return i18n.exists(key) ? i18n.t(key) : value
}

/**
 * The lines of the notification, in the spec's order, as label/value pairs;
 * the time as the back office shows it, in the site's time zone.
 */
function contactLines(input: ContactNotificationFields, timeZone: string): Array<[string, string]> {
  return [
    ['Name', `${input.firstName} ${input.lastName}`],
    ['Email', input.email],
    ['Phone', input.phone || 'Not provided'],
    ['Company', input.company],
    ['Job Title', input.jobTitle || 'Not provided'],
    ['Organisation Size', labelOf('serviceTypes', input.serviceType)],
    ['Request Type', labelOf('requestTypes', input.requestType)],
    ['Message', input.message],
    ['Marketing Consent', input.marketingConsent ? 'Yes' : 'No'],
    ['Submitted', formatAdminDateTime(input.createdAt, timeZone)],
  ]
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The e-mail the info mailbox receives for a contact submission: plain text and simple HTML. */
export function buildContactNotification(input: ContactNotificationFields, timeZone: string) {
  const lines = contactLines(input, timeZone)
  const text = lines
    .map(([label, value]) => (label === 'Message' ? `${label}:\n${value}\n` : `${label}: ${value}`))
    .join('\n')
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const subject = contactSubject(input)
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>${rows}</table></body></html>`
  return { subject, text, html }
}
