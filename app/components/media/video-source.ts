const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com'])

/**
 * A cloud-drive (Google Drive) view or share link rewritten to its direct
 * download link, which a <video> element can play (public-site §2, "Other
 * visual elements"). Any other source is returned unchanged.
 */
export function directVideoSource(src: string): string {
  // Our own files have relative addresses: returned before an exception is thrown
  // (and its stack built) on every render.
  if (!/^https?:\/\//i.test(src)) return src
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return src
  }
  if (!DRIVE_HOSTS.has(url.hostname)) return src
  const fromPath = /^\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1]
  const fromQuery =
    url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null
  const id = fromPath ?? fromQuery
  if (!id || !/^[\w-]+$/.test(id)) return src
  return `https://drive.google.com/uc?export=download&id=${id}`
}
