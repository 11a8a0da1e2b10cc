import { XMLParser } from 'fast-xml-parser'
import { expect, test } from 'vitest'
import { newsroomRss } from './newsroom-feed'

test('the feed is RSS 2.0 with absolute links, and hostile text stays text', () => {
  const xml = newsroomRss({
    origin: 'https://www.example.com',
    title: 'Newsroom',
    description: 'News',
    selfPath: '/resources/newsroom/feed.xml',
    items: [
      {
        id: 'a',
        title: 'Tom & Jerry <script>alert(1)</script> "quoted"\u0001',
        description: ']]> & <b>',
        link: '/resources/news/tom-jerry',
        publishedDate: new Date('2026-11-20T10:00:00Z'),
      },
    ],
  })
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: {
      '@_version': string
      channel: { link: string; item: { title: string; link: string; pubDate: string } }
    }
  }
  expect(parsed.rss['@_version']).toBe('2.0')
  expect(parsed.rss.channel.link).toBe('https://www.example.com/resources/newsroom')
  expect(parsed.rss.channel.item.link).toBe('https://www.example.com/resources/news/tom-jerry')
  expect(parsed.rss.channel.item.pubDate).toBe('Fri, 20 Nov 2026 10:00:00 GMT')
  expect(xml).not.toContain('<script>')
  expect(xml).toContain('Tom &amp; Jerry &lt;script&gt;')
})
