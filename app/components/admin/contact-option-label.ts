import type { TFunction } from 'i18next'
// The labels are the contact form's copy, which the admin's browser copy leaves out.
import 'virtual:copy/contact'

/**
 * A contact submission's request type or organisation size by its label, as
 * the visitor chose it on the form ('Request Demo', not `demo`); a value the
 * form no longer offers shows as it was stored.
 */
export function contactOptionLabel(t: TFunction, field: string, value: string | null) {
  const group = { requestType: 'requestTypes', serviceType: 'serviceTypes' }[field]
  if (!group || !value) return value
  const key = `contact.${group}.${value}`
  const label = t(key)
  return label === key ? value : label
}
