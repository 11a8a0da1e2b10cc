/**
 * A path on this site: it starts with one `/` (never `//host` or `/\host`,
 * which browsers read as another host) and holds printable ASCII only.
 * Browsers drop tabs and line breaks from URLs (`/\t/evil.example` would
 * become `//evil.example`), and a Location header can carry nothing else;
 * a browser always sends other characters percent-encoded.
 */
export const SITE_PATH = /^\/(?![/\\])[\x21-\x7e]*$/

export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && SITE_PATH.test(value)
