/**
 * Dates and prices in the page's language (issue 35): `26 novembre 2026`,
 * `1 608 €` on a French page. English keeps the formats it always had
 * (British dates, American prices), so its pages do not change.
 */
import { defaultLanguage, type Language } from './languages'

const dateLocale = (language: Language) => (language === defaultLanguage ? 'en-GB' : language)
const priceLocale = (language: Language) => (language === defaultLanguage ? 'en-US' : language)

/** A calendar date (YYYY-MM-DD) or an instant, as a long date: "3 March 2026", "3 mars 2026". */
export function longDate(value: string, language: Language, dateStyle: 'long' | 'full' = 'long') {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle, timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  )
}

/** A whole amount in a currency: $1,608 in English, 1 608 € in French. */
export function formatPrice(
  amount: number,
  currency = 'USD',
  language: Language = defaultLanguage,
) {
  return new Intl.NumberFormat(priceLocale(language), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    // French groups four-digit amounts too (1 608 €), which its locale data leaves out.
    useGrouping: 'always',
  }).format(amount)
}

/**
 * The `lang` of stored content on a page in `language`: content is written in English until
 * it has versions per language, and falls back to English on other pages (decision 125), so a
 * screen reader reads it with English pronunciation. Nothing on an English page.
 */
export function storedContentLang(
  language: Language,
  contentLanguage: Language = defaultLanguage,
): Language | undefined {
  return language === contentLanguage ? undefined : contentLanguage
}
