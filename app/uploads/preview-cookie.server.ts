/**
 * How a preview link opens its draft's files (decision 084): the preview page
 * sets one cookie per link, scoped to /uploads/ (the token goes nowhere
 * else), HttpOnly, living as long as the link. /uploads/ checks each token
 * it receives against the database, so a revoked or expired link opens
 * nothing any more even while its cookie lives.
 */
const PREFIX = 'alakin_preview_'
/** More than any reviewer keeps open at once; bounds the work one request can ask for. */
const MOST_TOKENS_CHECKED = 8

/** The Set-Cookie header for a preview link's token, for the link's remaining life. */
export function previewCookie(token: string, expiresAt: Date, https: boolean, now = Date.now()) {
  const name = `${PREFIX}${token.slice(0, 12).replace(/[^\w]/g, '_')}`
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000))
  return [
    `${name}=${token}`,
    'Path=/uploads/',
    `Max-Age=${seconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}

/** The preview tokens a request carries (at most a few). */
export function previewTokensOf(request: Request): string[] {
  const header = request.headers.get('Cookie') ?? ''
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(PREFIX))
    .map((pair) => pair.slice(pair.indexOf('=') + 1))
    .filter((token) => /^[\w-]{20,100}$/.test(token))
    .slice(0, MOST_TOKENS_CHECKED)
}
