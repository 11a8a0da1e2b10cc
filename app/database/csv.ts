/**
 * CSV of the Database page (back-office §7 "CSV export"), written on the
 * server: a header row of field names, no id, dates 'yyyy-MM-dd HH:mm:ss'
 * (UTC), values with commas, quotes or line breaks quoted with quotes
 * doubled (csv-stringify), and cells a spreadsheet would run as a formula
 * neutralised (decision 028).
 */
import { stringify } from 'csv-stringify/sync'
import { csvDate } from './format'

/** UTF-8 byte order mark: spreadsheet software then reads accents and emoji correctly. */
export const UTF8_BOM = '\uFEFF'

/**
 * A text a spreadsheet would take for a formula (=, +, -, @, or a tab or
 * carriage return before one) gets a leading apostrophe, so it shows as
 * typed and never runs (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return csvDate(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return neutraliseFormula(String(value))
}

/** Rows as CSV lines (CRLF), with the header row first when `header` is true. */
export function csvLines<Row extends Record<string, unknown>>(
  rows: Row[],
  fields: ReadonlyArray<keyof Row & string>,
  header: boolean,
): string {
  const records = rows.map((row) => fields.map((field) => cell(row[field])))
  return stringify(header ? [fields as string[], ...records] : records, {
    record_delimiter: 'windows',
  })
}
