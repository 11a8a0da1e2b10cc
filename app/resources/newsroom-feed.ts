/** The newsroom as an RSS 2.0 document, every link absolute on the public origin. */

const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

export interface FeedItem {
  id: string
  title: string
  description: string
  link: string
  publishedDate: Date
}

export function newsroomRss(feed: {
  origin: string
  /** The feed's language (`<language>`); English when absent. */
  language?: string
  /** The newsroom page in that language; `/resources/newsroom` when absent. */
  listingPath?: string
  title: string
  description: string
  selfPath: string
  items: FeedItem[]
}): string {
  const latest = feed.items[0]?.publishedDate ?? new Date(0)
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(`${feed.origin}${item.link}`)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`alakin-resource-${item.id}`)}</guid>`,
      `      <pubDate>${item.publishedDate.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(`${feed.origin}${feed.listingPath ?? '/resources/newsroom'}`)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${escapeXml(feed.language ?? 'en')}</language>`,
    `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${feed.origin}${feed.selfPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
