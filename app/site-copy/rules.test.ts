import { expect, test } from 'vitest'
import {
  copyEditSchema,
  copyValueError,
  lengthWarning,
  missingPluralForms,
  readOnlyReason,
} from './rules'

test('a placeholder of the English text must stay, and no other may come', () => {
  const english = 'Region: {{region}}'
  expect(copyValueError('home:offer.region', 'fr', english, 'Région : {{region}}')).toBeNull()
  expect(copyValueError('home:offer.region', 'fr', english, 'Région')).toBe(
    'The placeholder {{region}} is missing: keep it as written in English.',
  )
  expect(copyValueError('home:offer.region', 'fr', english, '{{region}} {{city}}')).toBe(
    'The placeholder {{city}} is not in the English text: remove it.',
  )
})

test('HTML only where the English text has some; an empty value is the default', () => {
  expect(copyValueError('home:hero.title', 'en', 'Plain', 'A <b>bold</b> move')).toBe(
    'This text is shown as plain text: HTML tags are not allowed in it.',
  )
  expect(copyValueError('privacy:body', 'en', '<p>Rich</p>', '<p>Richer</p>')).toBeNull()
  expect(copyValueError('home:hero.title', 'en', 'Plain', '')).toBeNull()
  expect(copyValueError('home:hero.title', 'en', 'Plain', '2 < 3 and 4 > 1')).toBeNull()
})

test('exact messages are read-only in English only, with the reason', () => {
  expect(readOnlyReason('common:contact.toast.errorTitle', 'en')).toMatch(/word for word/)
  expect(readOnlyReason('common:footer.newsletter.invalidBody', 'en')).toMatch(/validation/)
  expect(readOnlyReason('common:error.title', 'en')).toMatch(/error catalogue/)
  expect(readOnlyReason('common:contact.toast.errorTitle', 'fr')).toBeNull()
  expect(readOnlyReason('home:hero.title', 'en')).toBeNull()
  expect(copyValueError('common:error.title', 'en', 'Something went wrong', 'Oops')).toMatch(
    /cannot be changed in English/,
  )
})

test('a plural group given in part names the forms left out', () => {
  const english = ['ns:items_one', 'ns:items_other', 'ns:title']
  expect(missingPluralForms(english, new Set(['ns:items_other', 'ns:title']))).toEqual([
    'ns:items_one',
  ])
  expect(missingPluralForms(english, new Set(['ns:title']))).toEqual([])
  expect(missingPluralForms(english, new Set(english))).toEqual([])
})

test('a long text in a button or a menu is a warning, not a refusal', () => {
  expect(
    lengthWarning('home:hero.bookDemo', 'Book a Demo', 'Book a demo with our team today, now'),
  ).toMatch(/button or a menu/)
  expect(lengthWarning('home:hero.bookDemo', 'Book a Demo', 'Book a demo')).toBeNull()
  expect(lengthWarning('home:hero.subtitle', 'Short', 'x'.repeat(300))).toBeNull()
  expect(copyEditSchema.safeParse({ value: 'x'.repeat(5_001) }).success).toBe(false)
})
