import { longDate } from '~/languages/formats'
import { defaultLanguage, type Language } from '~/languages/languages'

/** The calendar date of an event, as its detail page writes it: "Tuesday, 3 March 2026" ("mardi 3 mars 2026"). */
export function eventDateLabel(value: string, language: Language = defaultLanguage) {
  return longDate(value, language, 'full')
}
