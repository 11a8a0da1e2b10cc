/**
 * Files a page pulls in after its HTML: hashed build assets (scripts, styles,
 * fonts), product media, uploaded files, the favicon. One page visit asks for
 * dozens of them; their log lines would bury the page's own.
 */
const PAGE_ASSET = /^\/(assets\/|media\/|uploads\/|favicon\.)/

/**
 * The request log's level for one response: an asset served well is logged at
 * debug (LOG_LEVEL=debug shows it), so a page visit makes one line at info.
 * An asset that fails (a 404 for a chunk an old page still names) stays visible,
 * and a server error is an error whatever it was for.
 */
export function requestLogLevel(
  req: { url?: string; originalUrl?: string },
  res: { statusCode: number },
  error?: Error,
): 'debug' | 'info' | 'error' {
  if (error || res.statusCode >= 500) return 'error'
  // originalUrl: a mounted middleware (express.static under /assets) sees a shortened url.
  const url = req.originalUrl ?? req.url ?? ''
  return res.statusCode < 400 && PAGE_ASSET.test(url) ? 'debug' : 'info'
}
